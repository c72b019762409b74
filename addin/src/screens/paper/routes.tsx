/** The paper screens now live in the task pane beside the editor (/paper/:paperGUID); their old app paths lead to My Papers. */
import { Navigate, type RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';

export const paperRoutes: RouteObject[] = [
  { path: PATHS.ReferencesCitations, element: <Navigate to={PATHS.MyPapers} replace /> },
  { path: PATHS.ReferenceAddFromLibrary, element: <Navigate to={PATHS.MyPapers} replace /> },
];
