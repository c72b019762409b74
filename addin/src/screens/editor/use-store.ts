/** React reads of the editor's non-React stores (the layout, the pages, the saver), re-rendering when they change. */
import { useSyncExternalStore } from 'react';
import type { PaperLayout } from '@ibid/engine/paper';
import type { LayoutStore } from './layout-store';
import type { PagesStore, PaperPages } from './paper-pages';
import type { PaperSaver } from './paper-saver';

export function useLayout(store: LayoutStore): PaperLayout {
  return useSyncExternalStore((listener) => store.subscribe(listener), () => store.current());
}

export function usePages(store: PagesStore): PaperPages {
  return useSyncExternalStore((listener) => store.subscribe(listener), () => store.current());
}

export function useSaveStatus(saver: PaperSaver) {
  const status = useSyncExternalStore((listener) => saver.subscribe(listener), () => saver.status());
  const message = useSyncExternalStore((listener) => saver.subscribe(listener), () => saver.message());
  return { status, message };
}
