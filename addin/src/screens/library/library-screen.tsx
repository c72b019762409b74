/**
 * My Reference Library (reference-library §2, §4, §5, §9): search, format, sort, the options bar with selection,
 * archive, restore and share, the rows, and the strip for shared references. The dialogs (create, import,
 * conversion, edit) open over it through the Outlet; when they change the library the list reloads and
 * highlights what changed.
 */
import { Button, Field, Input, MessageBar, MessageBarBody, MessageBarActions, Radio, RadioGroup, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, Dismiss16Regular, Options20Regular, Search20Regular } from '@fluentui/react-icons';
import { CURRENT_FORMATS, FORMAT_LABELS, isCurrentFormat, type CurrentFormatId } from '@ibid/engine';
import { ACCOUNT_ROLES } from '@ibid/engine/commerce';
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { libraryApi } from '../../api/library';
import { LIBRARY_PATHS, libraryPath } from '../../app/paths';
import { Screen } from '../../components/screen';
import { useCopyText } from '../../shell/copy-text';
import { useNotify } from '../../shell/notify';
import { useAtom, useAtomValue } from 'jotai';
import { libraryHighlightAtom, useNotifyLibraryChanged } from '../../state/library-changed';
import {
  DEFAULT_LIBRARY_SORT,
  librarySortAtom,
  nextLibrarySort,
  useLibraryList,
  type LibraryRow,
} from '../../state/library-list';
import { useDisplayFormat } from '../../state/display-format';
import { useSession } from '../../state/session';
import { SEARCH_DEBOUNCE_MS } from '../../state/use-debounced';
import { SharedReferencesStrip } from '../shared/shared-references-strip';
import type { SharedReferencesArrival } from '../shared/shared-references-screen';
import { shareQueueToast, type ShareQueueOutcome } from '../shared/use-share-queue';
import { ArchiveDialog, referenceIds, type ArchiveRequest } from './archive-dialog';
import { formattedPlainText } from '../../components/formatted-text';
import { LibraryTable } from './library-table';
import { OptionsBar } from './options-bar';
import { ManyReferencesNotice, ShowMoreReferences } from './library-paging';

/** The share panel (its e-mail picker and drawer) loads the first time it opens, not with the library. */
const SharePanel = lazy(() => import('./share-panel').then((m) => ({ default: m.SharePanel })));

const useStyles = makeStyles({
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flex: '1 1 320px' },
});

export function LibraryScreen() {
  const styles = useStyles();
  const { customer } = useSession();
  const notify = useNotify();
  const copyText = useCopyText();
  const navigate = useNavigate();
  const location = useLocation();

  const [searchText, setSearchText] = useState('');
  // Typing waits 500 ms; Clear searches at once, so the debounced value has its own setter.
  const [search, setSearch] = useState('');
  const displayFormat = useDisplayFormat();
  const [format, setFormat] = useState<CurrentFormatId>(displayFormat);
  const [sort, setSort] = useAtom(librarySortAtom);
  const [archivedView, setArchivedView] = useState(false);
  const [selected, setSelected] = useState<ReadonlyMap<string, LibraryRow>>(new Map());
  const [optionsOpen, setOptionsOpen] = useState(false);
  const highlighted = useAtomValue(libraryHighlightAtom);
  const notifyLibraryChanged = useNotifyLibraryChanged();
  const [archiveRequest, setArchiveRequest] = useState<ArchiveRequest>();
  const [sharing, setSharing] = useState(false);
  // Mounted from its first opening on, so that it closes with its animation.
  const [shared, setShared] = useState(false);
  if (sharing && !shared) setShared(true);
  // Coming from the shared-references page: its toast waits for the reloaded list (navigating closes toasts).
  const [arrivalToast, setArrivalToast] = useState(() => (location.state as Partial<SharedReferencesArrival> | null)?.sharedReferences);

  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => setSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const list = useLibraryList({ search, sort: sort.sort, direction: sort.direction, archived: archivedView ? 'true' : 'false', format });
  const { reload } = list;

  const clearSelection = () => setSelected(new Map());
  const select = (rows: LibraryRow[]) => {
    setSelected(new Map(rows.map((row) => [row.key, row])));
    if (rows.length > 0) setOptionsOpen(true);
  };
  const toggle = (row: LibraryRow) => {
    const next = new Map(selected);
    if (next.has(row.key)) next.delete(row.key);
    else next.set(row.key, row);
    select([...next.values()]);
  };

  /** The queue of shared references emptied: copies were made, so show them newest first, highlighted. */
  const sharedReferencesAdded = useCallback(
    (outcome: ShareQueueOutcome) => {
      if (!outcome.anyAccepted) return;
      // The same list is read again; another one (a new sort or view) loads by itself.
      const sameList = sort.sort === DEFAULT_LIBRARY_SORT.sort && sort.direction === DEFAULT_LIBRARY_SORT.direction && !archivedView;
      notifyLibraryChanged(outcome.acceptedIds, sameList ? 'active' : 'none');
      setArchivedView(false);
      setSort(DEFAULT_LIBRARY_SORT);
    },
    [notifyLibraryChanged, sort, archivedView, setSort],
  );

  useEffect(() => {
    if (!location.state || !(location.state as Partial<SharedReferencesArrival>).sharedReferences) return;
    const outcome = (location.state as SharedReferencesArrival).sharedReferences;
    sharedReferencesAdded(outcome);
    // Read once: a reload of the page must not say it again.
    navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate, sharedReferencesAdded]);

  useEffect(() => {
    if (!arrivalToast || list.loading) return;
    notify.toast(shareQueueToast(arrivalToast));
    setArrivalToast(undefined);
  }, [arrivalToast, list.loading, notify]);

  const selectedRows = useMemo(() => [...selected.values()], [selected]);
  const legacySelected = selectedRows.some((row) => row.legacy);

  const restore = async () => {
    try {
      await libraryApi.restore(referenceIds(selectedRows));
      clearSelection();
      notifyLibraryChanged();
    } catch (error) {
      notify.error('Problem restoring references', error instanceof Error ? error.message : undefined);
    }
  };

  const copy = (row: LibraryRow) => copyText(row.html ? formattedPlainText(row.html) : row.fallbackTitle);

  const openReference = (row: LibraryRow, tab: 'citations' | 'details' | 'research-notes') =>
    navigate(libraryPath(LIBRARY_PATHS.ReferenceEdit, { referenceUid: row.referenceUniqueID, tab }));
  const convert = (row: LibraryRow) => navigate(libraryPath(LIBRARY_PATHS.ConvertReference, { referenceId: row.referenceID }));

  return (
    <Screen
      title="My Reference Library"
      actions={
        <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'common' }))}>
          Create a new reference
        </Button>
      }
    >
      <SharedReferencesStrip onFinished={sharedReferencesAdded} />

      <div className={styles.controls}>
        <div className={styles.search}>
          <Field label="Search references" hint="Start with # to search tags, e.g. #history" style={{ flex: 1 }}>
            <Input type="search" contentBefore={<Search20Regular aria-hidden="true" />} value={searchText} onChange={(_, data) => setSearchText(data.value)} />
          </Field>
          <Button
            icon={<Dismiss16Regular />}
            disabled={searchText === '' && search === ''}
            onClick={() => {
              setSearchText('');
              setSearch('');
            }}
            style={{ marginBottom: 22 }}
          >
            Clear
          </Button>
        </div>
        <Field label="Format">
          <RadioGroup layout="horizontal" value={format} onChange={(_, data) => (isCurrentFormat(data.value) ? setFormat(data.value) : undefined)}>
            {CURRENT_FORMATS.map((id) => (
              <Radio key={id} value={id} label={FORMAT_LABELS[id]} />
            ))}
          </RadioGroup>
        </Field>
      </div>

      <div>
        <Button
          icon={<Options20Regular />}
          aria-expanded={optionsOpen}
          aria-controls={optionsOpen ? 'library-options' : undefined}
          onClick={() => {
            if (optionsOpen) clearSelection();
            setOptionsOpen(!optionsOpen);
          }}
        >
          {optionsOpen ? 'Hide Options' : 'Show Options'}
        </Button>
      </div>
      {optionsOpen ? (
        <OptionsBar
          selectedCount={selected.size}
          legacySelected={legacySelected}
          archivedView={archivedView}
          mayShare={customer?.role !== ACCOUNT_ROLES.FREE_TRIAL}
          onSelectAll={() => select(list.rows)}
          onClearSelection={clearSelection}
          onArchive={() => setArchiveRequest({ rows: selectedRows, fromRowMenu: false })}
          onRestore={() => void restore()}
          onToggleArchived={() => {
            clearSelection();
            setArchivedView(!archivedView);
          }}
          onShare={() => setSharing(true)}
        />
      ) : null}

      {archivedView ? (
        <Text as="h2" weight="semibold" size={400}>
          Archived references
        </Text>
      ) : null}

      <ManyReferencesNotice total={list.total} />

      {list.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{`We couldn't load your references. ${list.error}`}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void reload()}>Try again</Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}

      {list.loading && list.rows.length === 0 ? (
        <Spinner label="Loading references…" />
      ) : !list.error && list.rows.length === 0 ? (
        <Text as="p" role="status">
          No references found.
        </Text>
      ) : list.rows.length > 0 ? (
        <div aria-busy={list.loading}>
          <LibraryTable
            rows={list.rows}
            total={list.total}
            canLoadMore={list.hasMore && !list.loading}
            onLoadMore={list.loadMore}
            sort={sort}
            onSort={(column) => setSort(nextLibrarySort(sort, column))}
            selected={new Set(selected.keys())}
            selecting={optionsOpen}
            highlighted={highlighted}
            onOpen={(row) => (row.legacy ? convert(row) : openReference(row, 'citations'))}
            onToggle={toggle}
            onEdit={(row) => openReference(row, 'details')}
            onConvert={convert}
            onCopy={copy}
            onArchive={(row) => setArchiveRequest({ rows: [row], fromRowMenu: true })}
            onResearchNotes={(row) => openReference(row, 'research-notes')}
          />
        </div>
      ) : null}

      <ShowMoreReferences list={list} />

      <ArchiveDialog
        request={archiveRequest}
        onClose={() => setArchiveRequest(undefined)}
        onArchived={() => {
          setArchiveRequest(undefined);
          clearSelection();
          notifyLibraryChanged();
        }}
      />
      {shared ? (
        <Suspense fallback={null}>
          <SharePanel open={sharing} references={selectedRows.filter((row) => !row.legacy)} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
      <Outlet />
    </Screen>
  );
}
