/** The reference screens: children of /my-reference-library (paths from LIBRARY_PATHS), loaded when opened. */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { LIBRARY_PATHS } from '../../app/paths';

const referenceEdit = () => lazyScreen(() => import('./reference-edit-screen'), (m) => <m.ReferenceEditScreen />);

export const referenceRoutes: RouteObject[] = [
  { path: LIBRARY_PATHS.ReferenceEdit, ...referenceEdit() },
  // A link without a tab opens the Citations tab.
  { path: LIBRARY_PATHS.ReferenceEdit.replace('/:tab', ''), ...referenceEdit() },
];
