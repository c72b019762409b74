/** The route table: public screens, signed-in screens behind the session guard, and the landing redirect. */
import { Navigate, type RouteObject } from 'react-router';
import { authRoutes, openRoutes } from '../screens/auth/routes';
import { cartRoutes } from '../screens/cart/routes';
import { editorRoutes } from '../screens/editor/routes';
import { libraryRoutes } from '../screens/library/routes';
import { papersRoutes } from '../screens/papers/routes';
import { settingsRoutes } from '../screens/settings/routes';
import { sharedRoutes } from '../screens/shared/routes';
import { RequireSession } from './guards';
import { PATHS } from './paths';
import { Shell } from './shell';

/** Screens for signed-in users; each area keeps its own list. */
const signedInRoutes: RouteObject[] = [...libraryRoutes, ...papersRoutes, ...editorRoutes, ...settingsRoutes, ...sharedRoutes];

export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { index: true, element: <Navigate to={PATHS.MyReferenceLibrary} replace /> },
      ...authRoutes,
      // Open signed in or out: the error view and the sign-in redirect.
      ...openRoutes,
      // The cart: a new customer buys without a session, an expired one renews there.
      ...cartRoutes,
      { element: <RequireSession />, children: signedInRoutes },
      { path: '*', element: <Navigate to={PATHS.MyReferenceLibrary} replace /> },
    ],
  },
];
