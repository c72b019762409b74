/** The shared screens' routes: the shared references received page. */
import type { RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';
import { SharedReferencesScreen } from './shared-references-screen';

export const sharedRoutes: RouteObject[] = [{ path: PATHS.SharedReferencesReceived, element: <SharedReferencesScreen /> }];
