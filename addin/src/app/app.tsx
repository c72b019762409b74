/** The app's providers: Fluent's theme (as in Office), the app's state (client state and api data), and the router. */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RouterProvider, createBrowserRouter, createMemoryRouter } from 'react-router';
import { useState } from 'react';
import { StateProvider, type StateOptions } from '../state/state-provider';
import { routes } from './routes';

export function App({ initialPath, ...state }: { initialPath?: string } & StateOptions) {
  // Tests start at a path in memory; the browser uses its address bar.
  const [router] = useState(() =>
    initialPath ? createMemoryRouter(routes, { initialEntries: [initialPath] }) : createBrowserRouter(routes),
  );
  return (
    <FluentProvider theme={webLightTheme} style={{ minHeight: '100vh' }}>
      <StateProvider {...state}>
        <RouterProvider router={router} />
      </StateProvider>
    </FluentProvider>
  );
}
