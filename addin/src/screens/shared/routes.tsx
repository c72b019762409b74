/** The shared screens' routes: the shared references received page. */
import type { RouteObject } from 'react-router';
import { SharedReferencesScreen } from './shared-references-screen';
import { SHARED_PATHS } from './paths';

export const sharedRoutes: RouteObject[] = [{ path: SHARED_PATHS.SharedReferencesReceived, element: <SharedReferencesScreen /> }];
