/** My Reference Library and the dialog screens that open over it (reference-library §2), each loaded when opened. */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { PATHS } from '../../app/paths';
import { createRoutes } from '../create/routes';
import { importRoutes } from '../import/routes';
import { referenceRoutes } from '../reference/routes';

/** The dialogs that open over the library list: create, import, conversion and edit. */
export const libraryChildren: RouteObject[] = [...createRoutes, ...importRoutes, ...referenceRoutes];

export const libraryRoutes: RouteObject[] = [
  { path: PATHS.MyReferenceLibrary, ...lazyScreen(() => import('./library-screen'), (m) => <m.LibraryScreen />), children: libraryChildren },
];
