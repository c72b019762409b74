/**
 * Component-test helper for the task pane: its frame and screens (`paneRoutes`) in a memory router at a path, beside
 * a document host (the in-memory one of memory-host.ts), with the app's state and toasters around them.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { DocumentHost } from '../host/document-host';
import { HostProvider } from '../host/host-context';
import { PaneFrame } from '../pane/pane-frame';
import { paneRoutes } from '../pane/routes';
import { LoaderProvider } from '../shell/loader';
import { Toasters } from '../shell/notify';
import { StateProvider } from '../state/state-provider';

export function renderPane(path: string, host: DocumentHost, { state }: { state?: unknown } = {}) {
  const user = userEvent.setup();
  const opened: string[] = [];
  const router = createMemoryRouter([{ element: <PaneFrame openAppPage={(p) => opened.push(p)} />, children: paneRoutes }], { initialEntries: [{ pathname: path, state }] });
  const view = render(
    <FluentProvider theme={webLightTheme}>
      <StateProvider>
        <HostProvider host={host}>
          <LoaderProvider onLogout={() => {}}>
            <RouterProvider router={router} />
            <Toasters />
          </LoaderProvider>
        </HostProvider>
      </StateProvider>
    </FluentProvider>,
  );
  return { user, router, opened, ...view };
}
