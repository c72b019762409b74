/**
 * The library's rows (reference-library §2): a type icon that becomes a checkbox on hover, focus or selection,
 * the formatted reference with its nickname and 'Legacy Reference' badge, the created date, and a row menu
 * (not for archived rows). Title and Created sort the list. Only the rows in view (and a few around them) are in
 * the page, so a library of 10,000 scrolls smoothly; the table still tells assistive technology how many rows
 * there are and where each one is (aria-rowcount, aria-rowindex), and nearing the end loads the next page.
 */
import {
  Badge,
  Button,
  Caption1,
  Checkbox,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { MoreHorizontal20Regular } from '@fluentui/react-icons';
import { ROW_MODE_LABELS } from '@ibid/engine';
import { observeElementRect, useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { LibraryRow, LibrarySort } from '../../state/library-list';
import { FormattedText, formattedPlainText } from '../../components/formatted-text';
import { ReferenceTypeIcon } from './reference-type-icon';
import { TITLE_CASE_CHANGED, TITLE_CASE_CHANGED_HINT } from '../../components/reference-form/title-case-notice';

const useStyles = makeStyles({
  scroller: { maxHeight: '70vh', overflowY: 'auto', position: 'relative' },
  head: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  row: { cursor: 'pointer' },
  highlighted: { backgroundColor: tokens.colorPaletteYellowBackground1 },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  select: { width: '44px' },
  created: { width: '140px', whiteSpace: 'nowrap' },
  menu: { width: '48px' },
  marker: { position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'center', width: '32px', height: '32px' },
  icon: { position: 'absolute', pointerEvents: 'none', color: tokens.colorNeutralForeground3 },
  hidden: { opacity: 0 },
  title: { display: 'flex', flexDirection: 'column', gap: '2px', paddingBlock: tokens.spacingVerticalS },
  reference: { textAlign: 'start', color: tokens.colorNeutralForeground1, lineHeight: tokens.lineHeightBase300 },
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

const CREATED = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const createdText = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : CREATED.format(date);
};

/** A short name for a row in labels: its nickname, or the start of its text. */
export function rowName(row: LibraryRow): string {
  const text = row.nickname || (row.html ? formattedPlainText(row.html) : row.fallbackTitle) || 'reference';
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

export interface RowActions {
  onOpen: (row: LibraryRow) => void;
  onToggle: (row: LibraryRow) => void;
  onEdit: (row: LibraryRow) => void;
  onConvert: (row: LibraryRow) => void;
  onCopy: (row: LibraryRow) => void;
  onArchive: (row: LibraryRow) => void;
  onResearchNotes: (row: LibraryRow) => void;
}

/** A row's height before it is measured (one line of reference and its badges). */
export const ESTIMATED_ROW_HEIGHT = 64;
/** Rows kept in the page beyond the visible ones, above and below. */
const OVERSCAN = 8;
/** The next page is asked for when the last rendered row is this close to the end of the loaded rows. */
const LOAD_AHEAD = 20;

export interface LibraryTableProps extends RowActions {
  rows: LibraryRow[];
  /** Matches in all (the loaded rows may be fewer). */
  total: number;
  /** More rows wait on the api, and none is on its way. */
  canLoadMore: boolean;
  onLoadMore: () => void;
  sort: LibrarySort;
  onSort: (column: LibrarySort['sort']) => void;
  selected: ReadonlySet<string>;
  /** The options bar is open: every row shows its checkbox. */
  selecting: boolean;
  /** New-style reference ids to highlight as new. */
  highlighted: ReadonlySet<number>;
}

export function LibraryTable({ rows, total, canLoadMore, onLoadMore, sort, onSort, selected, selecting, highlighted, ...actions }: LibraryTableProps) {
  const styles = useStyles();
  const scroller = useRef<HTMLDivElement>(null);
  // Until the scroll area can be measured (a browser does at once), it is taken as high as the window.
  const unmeasured: Rect = { width: 0, height: window.innerHeight };
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.key ?? index,
    // Without layout (jsdom) a row measures 0: the estimate stands in.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_ROW_HEIGHT,
    initialRect: unmeasured,
    // An area without layout (jsdom, not yet shown) measures 0 high: it counts as `initialRect`, not as empty.
    observeElementRect: (instance, onRect) => observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : unmeasured)),
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (canLoadMore && lastIndex >= rows.length - 1 - LOAD_AHEAD) onLoadMore();
  }, [canLoadMore, lastIndex, rows.length, onLoadMore]);

  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const direction = (column: LibrarySort['sort']) => (sort.sort === column ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined);
  return (
    // Focusable so the keyboard can scroll it; rows outside the view are not in the page.
    <div ref={scroller} className={styles.scroller} tabIndex={0} role="region" aria-label="References list">
      <Table aria-label="References" aria-rowcount={total + 1} sortable>
        <TableHeader className={styles.head}>
          <TableRow aria-rowindex={1}>
            <TableHeaderCell className={styles.select} sortable={false}>
              <span className={styles.visuallyHidden}>Select</span>
            </TableHeaderCell>
            <TableHeaderCell sortDirection={direction('title')} onClick={() => onSort('title')}>
              Title
            </TableHeaderCell>
            <TableHeaderCell className={styles.created} sortDirection={direction('createdDate')} onClick={() => onSort('createdDate')}>
              Created
            </TableHeaderCell>
            <TableHeaderCell className={styles.menu} sortable={false}>
              <span className={styles.visuallyHidden}>Actions</span>
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <LibraryTableRow
                key={item.key}
                ref={virtualizer.measureElement}
                index={item.index}
                row={row}
                selected={selected.has(row.key)}
                selecting={selecting}
                highlighted={!row.legacy && highlighted.has(row.referenceID)}
                {...actions}
              />
            );
          })}
          {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
        </TableBody>
      </Table>
    </div>
  );
}

interface LibraryTableRowProps extends RowActions {
  ref: (element: HTMLTableRowElement | null) => void;
  /** Its place in the whole list, from 0. */
  index: number;
  row: LibraryRow;
  selected: boolean;
  selecting: boolean;
  highlighted: boolean;
}

function LibraryTableRow({ ref, index, row, selected, selecting, highlighted, ...actions }: LibraryTableRowProps) {
  const styles = useStyles();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const showCheckbox = selected || selecting || hovered || focused;
  const name = rowName(row);
  const click = () => (row.isArchived ? actions.onToggle(row) : actions.onOpen(row));
  const stop = (event: MouseEvent) => event.stopPropagation();

  return (
    <TableRow
      ref={ref}
      data-index={index}
      aria-rowindex={index + 2}
      className={mergeClasses(styles.row, selected && styles.selected, highlighted && styles.highlighted)}
      aria-selected={selected}
      onClick={click}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <TableCell onClick={stop}>
        <div className={styles.marker}>
          <Checkbox
            className={showCheckbox ? undefined : styles.hidden}
            checked={selected}
            onChange={() => actions.onToggle(row)}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            aria-label={`Select ${name}`}
          />
          {showCheckbox ? null : (
            <span className={styles.icon}>
              <ReferenceTypeIcon referenceTypeID={row.referenceTypeID} legacy={row.legacy} />
            </span>
          )}
        </div>
      </TableCell>
      <TableCell>
        <div className={styles.title}>
          {row.nickname ? <Caption1>{row.nickname}</Caption1> : null}
          {row.isArchived ? (
            <span className={styles.reference}>{row.html ? <FormattedText html={row.html} /> : row.fallbackTitle}</span>
          ) : (
            // The row's click target for the keyboard: its click bubbles to the row.
            <Link as="button" appearance="subtle" className={styles.reference}>
              {row.html ? <FormattedText html={row.html} /> : row.fallbackTitle}
            </Link>
          )}
          <div className={styles.badges}>
            {row.legacy ? (
              <Badge appearance="tint" color="warning">
                Legacy Reference
              </Badge>
            ) : null}
            {!row.legacy && !row.html ? <Caption1>{ROW_MODE_LABELS.FORMAT_DISABLED}</Caption1> : null}
            {highlighted ? (
              <Badge appearance="tint" color="success">
                New
              </Badge>
            ) : null}
            {row.titleCaseChanged ? (
              <Badge appearance="tint" color="warning" title={TITLE_CASE_CHANGED_HINT}>
                {TITLE_CASE_CHANGED}
              </Badge>
            ) : null}
          </div>
        </div>
      </TableCell>
      <TableCell className={styles.created}>{createdText(row.createdDate)}</TableCell>
      <TableCell onClick={stop}>{row.isArchived ? null : <RowMenu row={row} name={name} {...actions} />}</TableCell>
    </TableRow>
  );
}

function RowMenu({ row, name, ...actions }: RowActions & { row: LibraryRow; name: string }) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={`Reference options: ${name}`} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {row.legacy ? (
            <MenuItem onClick={() => actions.onConvert(row)}>Convert Reference</MenuItem>
          ) : (
            <MenuItem onClick={() => actions.onEdit(row)}>Edit Reference</MenuItem>
          )}
          <MenuItem onClick={() => actions.onCopy(row)}>Copy to clipboard</MenuItem>
          <MenuItem onClick={() => actions.onArchive(row)}>Archive Reference</MenuItem>
          {row.legacy ? null : <MenuItem onClick={() => actions.onResearchNotes(row)}>View research notes</MenuItem>}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
