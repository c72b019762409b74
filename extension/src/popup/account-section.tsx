/** Signed in: who, at which Ibid, and Log Out (the session ends on the api too; the token leaves the extension's storage). */
import { Button, Caption1, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { PATHS } from '@ibid/addin/paths';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { accountApi } from '../shared/api';
import { webAppPage } from '../shared/ibid-address';
import { writeSettings } from '../shared/settings';
import { sessionAtom } from './atoms';

const useStyles = makeStyles({
  bar: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  who: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
});

export function AccountSection({ onSignedOut }: { onSignedOut: () => void }) {
  const styles = useStyles();
  const session = useAtomValue(sessionAtom);
  const [busy, setBusy] = useState(false);

  const logOut = async () => {
    setBusy(true);
    // Signed out here whatever the api answers: a reader who asks to log out is not kept signed in by a dropped connection.
    await accountApi.logout().catch(() => undefined);
    await writeSettings({ token: undefined, email: undefined });
    setBusy(false);
    onSignedOut();
  };

  return (
    <section aria-label="Your account" className={styles.bar}>
      <div className={styles.who}>
        <Text>Logged in as {session.email}</Text>
        <Caption1>
          Ibid at{' '}
          <Link href={webAppPage(session.apiUrl, PATHS.MyReferenceLibrary)} target="_blank">
            {session.apiUrl.replace(/^https?:\/\//, '')}
          </Link>
        </Caption1>
      </div>
      <Button size="small" disabled={busy} onClick={() => void logOut()}>
        Log Out
      </Button>
    </section>
  );
}
