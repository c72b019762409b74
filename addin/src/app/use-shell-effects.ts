/**
 * What every navigation does (word-addin §2.2: close toasts, scroll to top) and what a call that ends the session
 * leads to (the error view: logged out, or no connection), for the web app's frame and the Word pane's.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useNotify } from '../shell/notify';
import { useSession } from '../state/session';
import { PATHS, fillPath } from './paths';

/** `workingOffline`: a screen that works on without a connection (the paper editor keeps a draft). */
export function useShellEffects(workingOffline: (pathname: string) => boolean = () => false): void {
  const session = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    notify.dismissAll();
    window.scrollTo(0, 0);
  }, [pathname, notify]);

  const offlineHere = workingOffline(pathname);
  useEffect(() => {
    if (!session.ended || (session.ended === 'connection' && offlineHere)) return;
    navigate(fillPath(PATHS.Error, { errorType: session.ended === 'unauthorized' ? '401' : 'connection' }), { replace: true });
  }, [session.ended, offlineHere, navigate]);
}
