/** My Reference Library and the dialog screens that open over it (reference-library §2). */
import type { RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';
import { createRoutes } from '../create/routes';
import { importRoutes } from '../import/routes';
import { referenceRoutes } from '../reference/routes';

/** The library page's element is set by the library screen; its children are the create, import, conversion and edit dialogs. */
export const libraryChildren: RouteObject[] = [...createRoutes, ...importRoutes, ...referenceRoutes];

export const libraryRoutes: RouteObject[] = [{ path: PATHS.MyReferenceLibrary, children: libraryChildren }];
