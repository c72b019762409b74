/** The app's providers: Fluent's theme (as in Office), the session, and the router. */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router';
import { useState } from 'react';
import { HostProvider } from '../host/host-context';
import { SessionProvider } from '../state/session';
import { routes } from './routes';

export function App({ initialPath }: { initialPath?: string }) {
  // Tests start at a path in memory; the browser uses its address bar.
  const [router] = useState(() =>
    initialPath ? createMemoryRouter(routes, { initialEntries: [initialPath] }) : createBrowserRouter(routes),
  );
  return (
    <FluentProvider theme={webLightTheme} style={{ minHeight: '100vh' }}>
      <SessionProvider>
        <HostProvider>
          <RouterProvider router={router} />
        </HostProvider>
      </SessionProvider>
    </FluentProvider>
  );
}
