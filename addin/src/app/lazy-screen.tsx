/**
 * Lazy routes: a screen whose code is a chunk of its own, fetched when the route is first matched (react-router's
 * `lazy`), so that a first screen loads only its own code. The router fetches every matched route's chunk at once,
 * beside the session's first call; on the first screen the route shows ScreenLoading until its chunk has come, and
 * a later navigation keeps the current screen until the next one is loaded. A chunk that cannot be fetched shows
 * ScreenLoadFailed, which offers to reload the page.
 *
 *   { path: PATHS.Paper, ...lazyScreen(() => import('./editor-page'), (m) => <m.EditorPage />) }
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { ScreenLoadFailed, ScreenLoading } from '../components/screen-loading';

export function lazyScreen<M>(load: () => Promise<M>, show: (module: M) => ReactNode): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    lazy: async () => {
      let module: M;
      try {
        module = await load();
      } catch {
        return { element: <ScreenLoadFailed /> };
      }
      return { element: show(module) };
    },
    hydrateFallbackElement: <ScreenLoading />,
  };
}
