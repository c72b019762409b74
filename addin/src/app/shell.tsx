/**
 * The frame around every screen: the top bar with the signed-in navigation, the toasters and the loader, and the
 * work done after every navigation (close toasts, scroll to top) and when a call ends the session.
 */
import { useLogout } from './use-logout';
import { AppLink } from '../components/app-link';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, matchPath } from 'react-router';
import { LoaderProvider } from '../shell/loader';
import { Toasters } from '../shell/notify';
import { useSession } from '../state/session';
import { PATHS } from './paths';
import { useShellEffects } from './use-shell-effects';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  brand: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500, marginRight: 'auto', color: tokens.colorBrandForeground1 },
  skip: { position: 'absolute', left: '-10000px', ':focus': { left: tokens.spacingHorizontalS, top: tokens.spacingVerticalS, zIndex: 2000 } },
});

export function Shell() {
  const styles = useStyles();
  const session = useSession();
  // The paper editor works on offline (it keeps the draft and says "Offline, will save"): a lost connection there
  // is no reason to leave the paper.
  useShellEffects((pathname) => matchPath(PATHS.Paper, pathname) !== null);

  const logout = useLogout();

  return (
    <LoaderProvider onLogout={logout}>
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.bar}>
        <span className={styles.brand}>Ibid</span>
        {session.token ? (
          <nav aria-label="Main" style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16, rowGap: 4, alignItems: 'center' }}>
            <AppLink to={PATHS.MyReferenceLibrary}>
              My Reference Library
            </AppLink>
            <AppLink to={PATHS.MyPapers}>My Papers</AppLink>
            <AppLink to={PATHS.DocumentCreateLanding}>Create New Paper</AppLink>
            <AppLink to={PATHS.Settings}>
              Settings
            </AppLink>
            <Button appearance="subtle" onClick={logout}>
              Log Out
            </Button>
          </nav>
        ) : null}
      </header>
      <div id="content">
        <Outlet />
      </div>
      <Toasters />
    </LoaderProvider>
  );
}
