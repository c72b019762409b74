/**
 * What a lazy route shows while its code loads (a labelled spinner, announced as progress), and when its code could
 * not be fetched (the network dropped, or a new release replaced the files this page knew): a way to reload.
 */
import { Button, Spinner } from '@fluentui/react-components';
import { ErrorAlert } from './error-alert';
import { Screen } from './screen';

export function ScreenLoading() {
  return <Spinner label="Loading…" style={{ marginTop: 48 }} />;
}

export function ScreenLoadFailed() {
  return (
    <Screen title="This screen didn't load" narrow>
      <ErrorAlert message="Ibid could not fetch this screen. Check your connection, then reload the page." />
      <Button appearance="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Screen>
  );
}
