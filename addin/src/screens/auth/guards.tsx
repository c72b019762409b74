/** The signed-out screens' guard: a signed-in user opening the login or trial screens goes to the library. */
import { Navigate, Outlet } from 'react-router';
import { PATHS } from '../../app/paths';
import { useSession } from '../../state/session';

export function RedirectSignedIn() {
  const { token } = useSession();
  return token ? <Navigate to={PATHS.MyReferenceLibrary} replace /> : <Outlet />;
}
