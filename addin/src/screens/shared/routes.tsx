/** The shared screens' routes: the shared references received page (loaded when opened). */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { SHARED_PATHS } from './paths';

export const sharedRoutes: RouteObject[] = [
  { path: SHARED_PATHS.SharedReferencesReceived, ...lazyScreen(() => import('./shared-references-screen'), (m) => <m.SharedReferencesScreen />) },
];
