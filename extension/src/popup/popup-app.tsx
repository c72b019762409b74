/**
 * The popup: reads the page it was opened for (or the DOI / ISBN chosen from the context menu), shows the
 * reference the engine makes of it, and — signed in — saves it or finds one already in the library. Signed out,
 * how to sign in comes first; signed in, the account comes first with its Log Out.
 */
import { Divider, MessageBar, MessageBarBody, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ReferenceFormatSwitch } from '@ibid/addin/components';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { takeMenuAction } from '../background/context-menu';
import { connectApi, libraryApi } from '../shared/api';
import { sendToWorker } from '../shared/messages';
import { readSettings, writeSettings } from '../shared/settings';
import { readTargetPage } from './active-tab';
import { AccountSection } from './account-section';
import { captureErrorAtom, formatAtom, libraryAtom, loadCaptureAtom, sessionAtom } from './atoms';
import { CaptureSection } from './capture-section';
import { LibrarySearch } from './library-search';
import { OutputSection } from './output-section';
import { QueueNotice } from './queue-notice';
import { SaveSection } from './save-section';
import { SignInSection } from './sign-in-section';
import { lookUpSelection } from './selection-lookup';

const useStyles = makeStyles({
  app: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalL, maxHeight: '600px', overflowY: 'auto', boxSizing: 'border-box' },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

export function PopupApp() {
  const styles = useStyles();
  const [session, setSession] = useAtom(sessionAtom);
  const [format, setFormat] = useAtom(formatAtom);
  const [captureError, setCaptureError] = useAtom(captureErrorAtom);
  const loadCapture = useSetAtom(loadCaptureAtom);
  const setLibrary = useSetAtom(libraryAtom);
  const library = useAtomValue(libraryAtom);
  const [ready, setReady] = useState(false);

  const signedOut = useCallback(() => {
    setSession((s) => ({ ...s, signedIn: false, email: undefined }));
    setLibrary(undefined);
  }, [setSession, setLibrary]);
  const loadLibrary = useCallback(() => void libraryApi.list({}).then((page) => setLibrary(page.references)).catch(() => undefined), [setLibrary]);

  useEffect(() => {
    void (async () => {
      const settings = await readSettings();
      setFormat(settings.format);
      setSession({ signedIn: Boolean(settings.token), email: settings.email, apiUrl: settings.apiUrl });
      await connectApi(signedOut);
      if (settings.token) {
        loadLibrary();
        void sendToWorker('flush-queue', {}).catch(() => undefined);
      }
      const action = await takeMenuAction();
      try {
        const capture = await readTargetPage();
        loadCapture(action?.kind === 'selection' && settings.token ? await lookUpSelection(capture, action.selection) : capture);
      } catch (error) {
        setCaptureError((error as Error).message);
      }
      setReady(true);
    })();
  }, [setFormat, setSession, signedOut, loadLibrary, loadCapture, setCaptureError]);

  return (
    <main className={styles.app}>
      <header className={styles.header}>
        <Title3 as="h1">Ibid</Title3>
        <ReferenceFormatSwitch
          value={format}
          onChange={(next) => {
            setFormat(next);
            void writeSettings({ format: next });
          }}
        />
      </header>
      {session.signedIn ? <AccountSection onSignedOut={signedOut} /> : null}
      {!session.signedIn && session.apiUrl ? (
        <>
          <SignInSection apiUrl={session.apiUrl} onSignedIn={loadLibrary} onSignedOut={signedOut} />
          <Divider />
        </>
      ) : null}
      {!ready ? <Spinner label="Reading the page…" /> : null}
      {captureError ? (
        <MessageBar intent="warning">
          <MessageBarBody>{captureError}</MessageBarBody>
        </MessageBar>
      ) : null}
      <OutputSection />
      {session.signedIn ? (
        <>
          <SaveSection />
          <QueueNotice />
        </>
      ) : null}
      <Divider />
      <CaptureSection />
      {session.signedIn && library ? (
        <>
          <Divider />
          <LibrarySearch />
        </>
      ) : null}
    </main>
  );
}
