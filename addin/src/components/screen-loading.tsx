/** What a screen shows while its code loads (a lazy route's first visit): a labelled spinner, announced as progress. */
import { Spinner } from '@fluentui/react-components';

export function ScreenLoading() {
  return <Spinner label="Loading…" style={{ marginTop: 48 }} />;
}
