/**
 * The error view (word-addin §2.5, §8), reachable signed in or out: a 401 ended the session (the token is
 * cleared) and offers Log In; a connection error says Ibid needs the Internet and offers to try again.
 */
import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../app/paths';
import { Screen } from '../../components/screen';
import { useLoader } from '../../shell/loader';
import { useSession } from '../../state/session';

export const ERROR_TYPES = { unauthorized: '401', connection: 'connection' } as const;

export const LOGGED_OUT_TITLE = "Oops! You've been logged out";
export const LOGGED_OUT_TEXT =
  'Something unexpected happened. Please use the button below to log in again. If this continues to happen please contact our support team.';
export const CONNECTION_TITLE = 'Oops! No Internet Connection';
export const CONNECTION_TEXT = 'Ibid requires an Internet Connection. Please check your internet connection and try again.';
const STILL_OFFLINE = 'We still cannot reach Ibid. Please check your internet connection and try again.';

export function ErrorScreen() {
  const { errorType } = useParams();
  const session = useSession();
  const { ended, clearEnded } = session;

  // The view has shown why the session ended; a later failure must be able to bring the user here again.
  useEffect(() => {
    if (ended) clearEnded();
  }, [ended, clearEnded]);

  if (errorType === ERROR_TYPES.unauthorized) return <LoggedOut />;
  if (errorType === ERROR_TYPES.connection) return <NoConnection />;
  return <Navigate to={PATHS.Login} replace />;
}

function LoggedOut() {
  const { token, signOut } = useSession();
  const navigate = useNavigate();

  // The session clears the token on a 401; opened any other way, the view still means what it says.
  useEffect(() => {
    if (token) void signOut();
  }, [token, signOut]);

  return (
    <Screen title={LOGGED_OUT_TITLE} narrow>
      <Text>{LOGGED_OUT_TEXT}</Text>
      <Button appearance="primary" onClick={() => navigate(PATHS.Login, { replace: true })}>
        Log In
      </Button>
    </Screen>
  );
}

function NoConnection() {
  const session = useSession();
  const loader = useLoader();
  const navigate = useNavigate();
  const [stillOffline, setStillOffline] = useState(false);

  const retry = async () => {
    setStillOffline(false);
    if (!session.token) {
      navigate(PATHS.Login, { replace: true });
      return;
    }
    try {
      await loader.during('retry-connection', session.refreshCustomer());
      navigate(PATHS.MyReferenceLibrary, { replace: true });
    } catch {
      setStillOffline(true);
    }
  };

  return (
    <Screen title={CONNECTION_TITLE} narrow>
      <Text>{CONNECTION_TEXT}</Text>
      {stillOffline ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{STILL_OFFLINE}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Button appearance="primary" onClick={() => void retry()}>
        Try again
      </Button>
    </Screen>
  );
}
