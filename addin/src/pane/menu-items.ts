/**
 * The side menu's entries for the paper beside the pane (the engine's `sideMenu`) and how one is opened: a pane
 * screen through the pane's router, gated for adopted papers (`gatedRoute`), or a page of the web app.
 */
import { ADOPTED_PAPER_COMING_SOON, gatedRoute, sideMenu, type SideMenuItem, type SideMenuItemId } from '@ibid/engine/paper';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { currentEnvironment } from '../state/environment';
import { useSession } from '../state/session';
import { openInApp } from './open-in-app';
import { usePanePaper } from './use-pane-paper';

/** The spec's route names of the entries `gatedRoute` may turn away (word-addin §2.1, §2.2). */
const ROUTE_NAMES: Partial<Record<SideMenuItemId, string>> = {
  title: 'PaperSectionsTitlePage',
  abstract: 'PaperSectionsAbstract',
  appendices: 'PaperSectionsAppendix',
  'table-of-contents': 'PaperSectionsToc',
  'insert-table': 'InsertTable',
  'insert-figure': 'InsertFigure',
  'im-finished': 'ImFinished',
};

/** Entries that are pages of the web app, not screens of the pane. */
const APP_PAGES: readonly SideMenuItemId[] = ['create-new-paper', 'reference-library', 'settings'];

type OpenAppPage = (path: string, item: SideMenuItem) => void;
export const OpenAppPageContext = createContext<OpenAppPage | undefined>(undefined);
const openAppPageByDefault: OpenAppPage = (path, item) => openInApp(path, item.dialog);

/** Every entry of the side menu for this paper (hidden ones included, `visible: false`), none until the paper is read. iOS entries never show here. */
export function useAllMenuItems(): SideMenuItem[] {
  const { customer } = useSession();
  const { paper, format, references } = usePanePaper();
  const loaded = references !== undefined;
  return useMemo(
    () =>
      !loaded ? [] : sideMenu(paper?.paperTypeID, {
        displayFormat: format ?? 'apa7',
        environmentLive: currentEnvironment() === 'live',
        isImpersonating: Boolean(customer?.isImpersonating),
        ios: false,
      }),
    [loaded, paper?.paperTypeID, format, customer?.isImpersonating],
  );
}

/** The side menu's shown entries, in order. */
export function useMenuItems(): SideMenuItem[] {
  const items = useAllMenuItems();
  return useMemo(() => items.filter((item) => item.visible), [items]);
}

export function useOpenMenuItem(): (item: SideMenuItem) => void {
  const navigate = useNavigate();
  const openAppPage = useContext(OpenAppPageContext) ?? openAppPageByDefault;
  const { paper } = usePanePaper();
  return useCallback(
    (item: SideMenuItem) => {
      if (APP_PAGES.includes(item.id)) return openAppPage(item.path, item);
      const name = ROUTE_NAMES[item.id];
      const gated = name !== undefined && gatedRoute(paper?.paperTypeID, name) === ADOPTED_PAPER_COMING_SOON.name;
      navigate(gated ? ADOPTED_PAPER_COMING_SOON.path : item.path);
    },
    [navigate, openAppPage, paper?.paperTypeID],
  );
}
