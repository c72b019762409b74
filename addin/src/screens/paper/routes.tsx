/** The task pane's paper screens: the references in the paper and adding from the library. */
import type { RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';
import { AddFromLibraryScreen } from './add-from-library-screen';
import { ReferencesCitationsScreen } from './references-citations-screen';

export const paperRoutes: RouteObject[] = [
  { path: PATHS.ReferencesCitations, element: <ReferencesCitationsScreen /> },
  { path: PATHS.ReferenceAddFromLibrary, element: <AddFromLibraryScreen /> },
];
