/// <reference types="office-js" />
/**
 * The Word task pane's entry (taskpane.html, which loads office.js first): once Office is ready, start-up reads the
 * document (word-addin §4) and the pane mounts on a `WordHost`, or the load-error block or the unsupported-platform
 * notice shows instead (§2.3: the app does not mount).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createWordHost, officeApis, wordStartup } from '../host/word';
import { configureAppPages } from '../pane/open-in-app';
import { libraryReferences } from '../screens/editor/editor-api';
import { officeDialogs } from './office-dialogs';
import { LoadError, UnsupportedPlatform, unsupported } from './start-errors';
import { WordApp } from './word-app';
import { startPath } from './word-paths';

const root = createRoot(document.getElementById('root')!);

void Office.onReady(async ({ host, platform }) => {
  const reason = unsupported({ host: host === null ? null : String(host), platform: platform === null ? null : String(platform), version: Office.context?.diagnostics?.version });
  if (reason) return root.render(<UnsupportedPlatform reason={reason} />);
  const apis = officeApis();
  const startup = await wordStartup(apis);
  if (startup.screen === 'load-error') return root.render(<LoadError />);
  configureAppPages(officeDialogs(Office.context.ui));
  const wordHost = createWordHost({ ...apis, library: libraryReferences });
  const start = startPath(startup.screen, new URLSearchParams(window.location.search).get('screen'));
  root.render(
    <StrictMode>
      <WordApp pane={{ apis, startup }} host={wordHost} start={start} />
    </StrictMode>,
  );
});
