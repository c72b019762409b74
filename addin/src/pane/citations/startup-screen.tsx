/** Startup (word-addin §2.13 "Getting Started"): a link to each tool, greyed out where the paper type has none. */
import { Button, Link, Text } from '@fluentui/react-components';
import { supportMailto } from '@ibid/engine';
import type { SideMenuItemId } from '@ibid/engine/paper';
import { Screen } from '../../components/screen';
import { useAllMenuItems, useOpenMenuItem } from '../menu-items';

/** The tools Startup links to, in the spec's order, with its labels. */
const STARTUP_LINKS: readonly { id: SideMenuItemId; label: string }[] = [
  { id: 'create-new-paper', label: 'Create a new paper' },
  { id: 'title', label: 'Title Page' },
  { id: 'table-of-contents', label: 'Table of Contents' },
  { id: 'abstract', label: 'Abstract' },
  { id: 'references-citations', label: 'References & Citations' },
  { id: 'text-headings', label: 'Text Styles & Headings' },
  { id: 'insert-figure', label: 'Insert Figure' },
  { id: 'insert-table', label: 'Insert Table' },
  { id: 'settings', label: 'Settings' },
];

export function StartupScreen() {
  const items = useAllMenuItems();
  const open = useOpenMenuItem();
  return (
    <Screen title="Getting Started">
      <Text>Pick a tool to work on your paper. The menu at the top holds them all.</Text>
      <ul aria-label="Tools" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }}>
        {STARTUP_LINKS.map(({ id, label }) => {
          const item = items.find((i) => i.id === id);
          if (!item) return null;
          return (
            <li key={id}>
              <Button appearance="transparent" disabled={!item.enabled} onClick={() => open(item)} style={{ justifyContent: 'flex-start', width: '100%' }}>
                {label}
              </Button>
            </li>
          );
        })}
        <li>
          <Link href={supportMailto('Help with my paper')} target="_blank" rel="noopener" style={{ paddingInline: 12 }}>
            Help
          </Link>
        </li>
      </ul>
    </Screen>
  );
}
