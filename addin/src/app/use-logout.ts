/** Logging out from any screen: the session ends here and on the api, then Login. */
import { useNavigate } from 'react-router';
import { useSession } from '../state/session';
import { PATHS } from './paths';

export function useLogout(): () => void {
  const session = useSession();
  const navigate = useNavigate();
  return () => void session.signOut().then(() => navigate(PATHS.Login));
}
