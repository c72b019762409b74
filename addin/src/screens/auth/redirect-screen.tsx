/**
 * The sign-in redirect (word-addin §2.2): another Ibid page signed the user in and sends the tokens here. With an
 * access token the session starts with it (replacing any earlier one) and goes to the remembered target, or to
 * the library; without one, to Login.
 */
import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { endsSession } from '../../api/http';
import { PATHS } from '../../app/paths';
import { useSetAtom } from 'jotai';
import { idTokenAtom, takeRedirectAtom, useSession } from '../../state/session';

export function RedirectScreen() {
  const [params] = useSearchParams();
  const session = useSession();
  const setIdToken = useSetAtom(idTokenAtom);
  const takeRedirect = useSetAtom(takeRedirectAtom);
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once: StrictMode runs effects twice, and signing in twice would fetch the customer twice.
    if (started.current) return;
    started.current = true;
    const accessToken = params.get('access_token');
    if (!accessToken) {
      navigate(PATHS.Login, { replace: true });
      return;
    }
    setIdToken(params.get('id_token') ?? undefined);
    const target = takeRedirect();
    session
      .signIn(accessToken)
      .then(() => navigate(target ?? PATHS.MyReferenceLibrary, { replace: true }))
      .catch((e: unknown) => {
        // A refused token or a lost connection has its own error view (the session's http hooks go there).
        if (endsSession(e)) return;
        navigate(PATHS.Login, { replace: true });
      });
  }, [params, session, navigate, setIdToken, takeRedirect]);

  return <Spinner label="Signing you in…" style={{ marginTop: 48 }} />;
}
