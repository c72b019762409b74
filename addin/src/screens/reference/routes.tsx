/** The reference screens: children of /my-reference-library (paths from LIBRARY_PATHS). */
import type { RouteObject } from 'react-router';
import { LIBRARY_PATHS } from '../../app/paths';
import { ReferenceEditScreen } from './reference-edit-screen';

export const referenceRoutes: RouteObject[] = [
  { path: LIBRARY_PATHS.ReferenceEdit, element: <ReferenceEditScreen /> },
  // A link without a tab opens the Citations tab.
  { path: LIBRARY_PATHS.ReferenceEdit.replace('/:tab', ''), element: <ReferenceEditScreen /> },
];
