/**
 * The task pane inside Word (word-addin §2): the web app's state and sign-in screens, then the pane's frame and
 * screens (the same `paneRoutes` as beside the browser editor) on a `WordHost`, with the screens only Word has.
 * A memory router: the pane is one page in Word, opened at the start-up's path (`startPath`).
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { SideMenuItem } from '@ibid/engine/paper';
import { Suspense, lazy, useCallback, useState } from 'react';
import { Navigate, Outlet, RouterProvider, createMemoryRouter, useNavigate, type RouteObject } from 'react-router';
import { PATHS } from '../app/paths';
import { lazyScreen } from '../app/lazy-screen';
import { useLogout } from '../app/use-logout';
import { useShellEffects } from '../app/use-shell-effects';
import { RequireSession } from '../app/guards';
import { HostProvider } from '../host/host-context';
import type { DocumentHost } from '../host/document-host';
import { CITATION_PANE_PATHS } from '../pane/citations/paths';
import { openInApp } from '../pane/open-in-app';
import { PaneFrame } from '../pane/pane-frame';
import { paneRoutes } from '../pane/routes';
import { authRoutes, openRoutes } from '../screens/auth/routes';
import { papersRoutes } from '../screens/papers/routes';
import { settingsRoutes } from '../screens/settings/routes';
import { LoaderProvider } from '../shell/loader';
import { Toasters } from '../shell/notify';
import { StateProvider, type StateOptions } from '../state/state-provider';
import { PaperGuard } from './paper-guard';
import { WordPaneContext, useWordPane, type WordPane } from './word-context';
import { WORD_PATHS } from './word-paths';

/** The pane's frame: toasts, the loader, the session's end, and Word's notices around every screen. */
function WordShell() {
  useShellEffects();
  const logout = useLogout();
  const { startup } = useWordPane();
  return (
    <LoaderProvider onLogout={logout}>
      <Outlet />
      {startup.notices.length > 0 ? (
        <Suspense fallback={null}>
          <WordOnlineNotices />
        </Suspense>
      ) : null}
      <Toasters />
    </LoaderProvider>
  );
}

/** Word on the web's overlays, loaded only for a document that has one to show. */
const WordOnlineNotices = lazy(() => import('./word-online-notices').then((m) => ({ default: m.WordOnlineNotices })));

/** The side menu's app pages: the library in its Office dialog, creating a paper and Settings in the pane. */
function WordPaneFrame() {
  const navigate = useNavigate();
  const openAppPage = useCallback((path: string, item: SideMenuItem) => (item.dialog ? void openInApp(path, item.dialog) : navigate(path)), [navigate]);
  return <PaneFrame openAppPage={openAppPage} />;
}

// Screens only some documents reach load when reached: the pane's first screen is the paper's references.
const wordScreens: RouteObject[] = [
  { path: WORD_PATHS.GettingStartedAdoptPaperStep1, ...lazyScreen(() => import('./screens/adopt-paper-screens'), (m) => <m.AdoptPaperStep1Screen />) },
  { path: WORD_PATHS.GettingStartedAdoptPaperStep2, ...lazyScreen(() => import('./screens/adopt-paper-screens'), (m) => <m.AdoptPaperStep2Screen />) },
  { path: WORD_PATHS.LegacyFormat, ...lazyScreen(() => import('./screens/notice-screens'), (m) => <m.LegacyFormatScreen />) },
  { path: WORD_PATHS.CleanCopyRedirect, ...lazyScreen(() => import('./screens/notice-screens'), (m) => <m.CleanCopyRedirectScreen />) },
  { path: WORD_PATHS.WordOnlineFormatNotAvailableYet, ...lazyScreen(() => import('./screens/notice-screens'), (m) => <m.WordOnlineFormatScreen />) },
  { path: WORD_PATHS.UpdateRedirect, ...lazyScreen(() => import('./screens/notice-screens'), (m) => <m.UpdateRedirectScreen />) },
  { path: WORD_PATHS.DeveloperTools, ...lazyScreen(() => import('./screens/developer-screens'), (m) => <m.DeveloperToolsScreen />) },
  { path: WORD_PATHS.ErrorTests, ...lazyScreen(() => import('./screens/developer-screens'), (m) => <m.ErrorTestsScreen />) },
  { path: WORD_PATHS.PaperReview, element: <Navigate to={WORD_PATHS.UpdateRedirect} replace /> },
  // Creating a paper: the web app's screens, ending in a new Word document.
  ...papersRoutes.filter((route) => route.path !== PATHS.DocumentCreateSuccess && route.path !== PATHS.MyPapers),
  { path: PATHS.DocumentCreateSuccess, ...lazyScreen(() => import('./screens/paper-created-screen'), (m) => <m.PaperCreatedInWordScreen />) },
  ...settingsRoutes,
];

export const wordRoutes: RouteObject[] = [
  {
    element: <WordShell />,
    children: [
      ...authRoutes,
      ...openRoutes,
      // Signing in lands on the library in the web app; in Word, on the paper's references (§4).
      { path: PATHS.MyReferenceLibrary, element: <Navigate to={CITATION_PANE_PATHS.ReferencesCitations} replace /> },
      {
        element: <RequireSession />,
        children: [{ element: <WordPaneFrame />, children: [...wordScreens, { element: <PaperGuard />, children: paneRoutes }] }],
      },
    ],
  },
];

export interface WordAppProps extends StateOptions {
  pane: WordPane;
  host: DocumentHost;
  /** The first path (`startPath`). */
  start: string;
}

export function WordApp({ pane, host, start, ...state }: WordAppProps) {
  const [router] = useState(() => createMemoryRouter(wordRoutes, { initialEntries: [start] }));
  return (
    <FluentProvider theme={webLightTheme} style={{ minHeight: '100vh' }}>
      <StateProvider {...state}>
        <WordPaneContext.Provider value={pane}>
          <HostProvider host={host}>
            <RouterProvider router={router} />
          </HostProvider>
        </WordPaneContext.Provider>
      </StateProvider>
    </FluentProvider>
  );
}
