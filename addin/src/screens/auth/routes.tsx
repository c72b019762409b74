/** The screens reachable without signing in. */
import type { RouteObject } from 'react-router';
import { PATHS } from '../../app/paths';
import { LoginScreen } from './login-screen';

export const authRoutes: RouteObject[] = [{ path: PATHS.Login, element: <LoginScreen /> }];
