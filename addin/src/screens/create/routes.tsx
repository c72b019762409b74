/** The create screens: children of /my-reference-library (paths from LIBRARY_PATHS), loaded when opened. */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { LIBRARY_PATHS } from '../../app/paths';
import { CREATE_PATHS } from './paths';

export const createRoutes: RouteObject[] = [
  { path: LIBRARY_PATHS.CreateStep1, ...lazyScreen(() => import('./step1-type-picker'), (m) => <m.CreateStep1 />) },
  { path: CREATE_PATHS.CreateStep2, ...lazyScreen(() => import('./create-step2'), (m) => <m.CreateStep2 />) },
  { path: CREATE_PATHS.CreateStep3, ...lazyScreen(() => import('./create-step3'), (m) => <m.CreateStep3 />) },
];
