/** The create screens: children of /my-reference-library (paths from LIBRARY_PATHS). */
import type { RouteObject } from 'react-router';
import { LIBRARY_PATHS } from '../../app/paths';
import { CreateStep2 } from './create-step2';
import { CreateStep3 } from './create-step3';
import { CreateStep1 } from './step1-type-picker';
import { CREATE_PATHS } from './paths';

export const createRoutes: RouteObject[] = [
  { path: LIBRARY_PATHS.CreateStep1, element: <CreateStep1 /> },
  { path: CREATE_PATHS.CreateStep2, element: <CreateStep2 /> },
  { path: CREATE_PATHS.CreateStep3, element: <CreateStep3 /> },
];
