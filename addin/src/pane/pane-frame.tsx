/**
 * The task pane's frame (word-addin §2.3-2.4): a bar with the side menu's toggle, the side menu from the engine
 * (`sideMenu`: its order, what is greyed out per paper type and display format, the developer entries off the live
 * site), and the screen below. Adopted papers go to the coming-soon screen for their gated entries (`gatedRoute`).
 * Entries outside the pane (Create New Paper, My Reference Library, Settings) open in the web app beside the paper.
 */
import { Button, Link, makeStyles, tokens } from '@fluentui/react-components';
import { Navigation20Regular } from '@fluentui/react-icons';
import type { SideMenuItem } from '@ibid/engine/paper';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { OpenAppPageContext, useMenuItems, useOpenMenuItem } from './menu-items';
import { PanePaperProvider } from './use-pane-paper';

const useStyles = makeStyles({
  frame: { position: 'relative', display: 'flex', flexDirection: 'column', minHeight: '100%', minWidth: 0 },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingHorizontalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  menu: {
    // Over the screen, as tall as its entries need (the page scrolls, not the menu).
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    minHeight: '100%',
    zIndex: 10,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalM,
    boxSizing: 'border-box',
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  entry: { width: '100%', justifyContent: 'flex-start' },
  content: { flex: 1, minWidth: 0 },
});

export interface PaneFrameProps {
  /** Opens a page of the web app (default: a new tab; the library in its 75% window). */
  openAppPage?: (path: string, item: SideMenuItem) => void;
}

export function PaneFrame({ openAppPage }: PaneFrameProps) {
  return (
    <OpenAppPageContext.Provider value={openAppPage}>
      <PanePaperProvider>
        <Frame />
      </PanePaperProvider>
    </OpenAppPageContext.Provider>
  );
}

function Frame() {
  const styles = useStyles();
  const { pathname, key } = useLocation();
  const [open, setOpen] = useState(false);
  const items = useMenuItems();
  const openItem = useOpenMenuItem();

  // After every navigation the side menu closes (word-addin §2.2).
  useEffect(() => setOpen(false), [pathname]);

  const go = (item: SideMenuItem) => {
    setOpen(false);
    openItem(item);
  };

  return (
    <div className={styles.frame}>
      <div className={styles.bar}>
        <Button appearance="subtle" icon={<Navigation20Regular />} aria-expanded={open} aria-controls="pane-menu" onClick={() => setOpen((o) => !o)}>
          Menu
        </Button>
      </div>
      {open ? (
        <nav id="pane-menu" aria-label="Side menu" className={styles.menu}>
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Link as="button" onClick={() => setOpen(false)}>
              CLOSE
            </Link>
          </div>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                <Button
                  appearance={item.path === pathname ? 'secondary' : 'subtle'}
                  className={styles.entry}
                  disabled={!item.enabled}
                  aria-current={item.path === pathname ? 'page' : undefined}
                  onClick={() => go(item)}
                >
                  {item.label}
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.content}>
        {/* Keyed by the navigation: a menu entry or citation opened again while shown starts its screen afresh (the list, not the reference left open). */}
        <Outlet key={key} />
      </div>
    </div>
  );
}
