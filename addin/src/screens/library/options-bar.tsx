/**
 * The library's options bar (reference-library §2, §6): selection, archive, restore, the archived view and
 * sharing. Sharing is hidden for the free-trial role; with a legacy reference selected it is replaced by the
 * notice that legacy references cannot be shared.
 */
import { Button, Text, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import { Archive20Regular, ArrowUndo20Regular, Share20Regular } from '@fluentui/react-icons';
import { SHARE_LEGACY_NOTICE } from '@ibid/engine/validation';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  count: { marginLeft: 'auto' },
});

export interface OptionsBarProps {
  selectedCount: number;
  legacySelected: boolean;
  archivedView: boolean;
  /** False for the free-trial role. */
  mayShare: boolean;
  onSelectAll: () => void;
  onClearSelection: () => void;
  onArchive: () => void;
  onRestore: () => void;
  onToggleArchived: () => void;
  onShare: () => void;
}

export function OptionsBar(props: OptionsBarProps) {
  const styles = useStyles();
  const { selectedCount, legacySelected, archivedView, mayShare } = props;
  const none = selectedCount === 0;
  return (
    <Toolbar id="library-options" aria-label="Library options" className={styles.bar}>
      <Button onClick={props.onSelectAll}>Select All</Button>
      <Button disabled={none} onClick={props.onClearSelection}>
        Clear Selection
      </Button>
      {archivedView ? (
        <Button icon={<ArrowUndo20Regular />} disabled={none} onClick={props.onRestore}>
          Restore Selected
        </Button>
      ) : (
        <Button icon={<Archive20Regular />} disabled={none} onClick={props.onArchive}>
          Archive Selected
        </Button>
      )}
      <Button onClick={props.onToggleArchived}>{archivedView ? 'Hide Archived References' : 'Show Archived References'}</Button>
      {mayShare ? (
        legacySelected ? (
          <Text>{SHARE_LEGACY_NOTICE}</Text>
        ) : (
          <Button icon={<Share20Regular />} disabled={none} onClick={props.onShare}>
            Share Selected References
          </Button>
        )
      ) : null}
      <Text className={styles.count} role="status">
        {selectedCount === 1 ? '1 reference selected' : `${selectedCount} references selected`}
      </Text>
    </Toolbar>
  );
}
