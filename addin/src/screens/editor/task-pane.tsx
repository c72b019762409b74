/**
 * The task pane beside the paper: the same screens Word will show (`paneRoutes` in the pane's frame), in a router of
 * their own that starts at References & Citations, working on the paper through the page's `DocumentHost`.
 */
import { useState } from 'react';
import { RouterProvider, UNSAFE_LocationContext, UNSAFE_RouteContext, createMemoryRouter } from 'react-router';
import type { DocumentHost } from '../../host/document-host';
import { HostProvider } from '../../host/host-context';
import { PaneFrame } from '../../pane/pane-frame';
import { paneRoutes } from '../../pane/routes';

const PANE_START = '/references-citations';

export function TaskPane({ host }: { host: DocumentHost }) {
  const [router] = useState(() => createMemoryRouter([{ element: <PaneFrame />, children: paneRoutes }], { initialEntries: [PANE_START] }));
  return (
    <HostProvider host={host}>
      {/* The pane's router stands inside the app's: it starts a location and routes of its own (react-router refuses nesting otherwise). */}
      <UNSAFE_LocationContext.Provider value={null as never}>
        <UNSAFE_RouteContext.Provider value={{ outlet: null, matches: [], isDataRoute: false }}>
          <RouterProvider router={router} />
        </UNSAFE_RouteContext.Provider>
      </UNSAFE_LocationContext.Provider>
    </HostProvider>
  );
}
