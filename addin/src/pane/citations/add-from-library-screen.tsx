/**
 * Add Ref from Library (reference-library §2, §4 row modes): the library in the paper's format, each row with
 * what it allows — add, review first, update a legacy reference first, or why it cannot be added.
 */
import { Button, Input, Spinner, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { Search20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LIBRARY_PATHS, fillPath } from '../../app/paths';
import { FormattedText } from '../../components/formatted-text';
import { Screen } from '../../components/screen';
import { sameReference } from '../../host/document-host';
import { useLibraryList } from '../../state/library-list';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../state/use-debounced';
import { SharedReferencesStrip } from '../../screens/shared/shared-references-strip';
import { ManyReferencesNotice, ShowMoreReferences } from '../../screens/library/library-paging';
import { openLibrary } from '../open-in-app';
import { usePanePaper } from '../use-pane-paper';
import { paperLibraryRows, type PaperLibraryRow } from './paper-library';
import { CITATION_PANE_PATHS } from './paths';

type SortKey = 'title' | 'createdDate';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', padding: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  text: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
});

export function AddFromLibraryScreen({ returnTo = CITATION_PANE_PATHS.ReferencesCitations }: { returnTo?: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const { host, format, references } = usePanePaper();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<SortKey>('title');
  const [pending, setPending] = useState<string[]>([]);
  const list = useLibraryList({ search: term, sort, direction: sort === 'title' ? 'asc' : 'desc', archived: 'false', format: format ?? 'apa7' }, paperLibraryRows);
  const rows = format && !(list.loading && list.rows.length === 0) ? list.rows : undefined;

  const inPaper = (uid: string) => (references ?? []).some((r) => sameReference(r.referenceUniqueID, uid)) || pending.some((p) => sameReference(p, uid));

  const act = (row: PaperLibraryRow) => {
    if (row.row.mode === 'NORMAL') setPending((p) => [...p, row.referenceUniqueID]);
    else if (row.row.mode === 'REVIEW') openLibrary(fillPath(LIBRARY_PATHS.ReferenceEdit, { referenceUid: row.referenceUniqueID, tab: 'details' }));
    else if (row.row.mode === 'UPDATE') openLibrary(fillPath(LIBRARY_PATHS.ConvertReference, { referenceId: row.referenceID }));
  };

  const finish = async () => {
    if (pending.length) await host.addReferences(pending);
    navigate(returnTo);
  };

  return (
    <Screen title="Add Ref from Library" actions={<Button appearance="primary" onClick={() => void finish()}>Finished</Button>}>
      <SharedReferencesStrip onFinished={() => undefined} />
      {/* The search box keeps room for a word or two: in the pane it takes a line of its own above the sort buttons. */}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Input aria-label="Search" placeholder="Search" contentBefore={<Search20Regular />} value={search} onChange={(_, d) => setSearch(d.value)} style={{ flex: '1 1 12em', minWidth: 0 }} />
        <div role="group" aria-label="Sort by" style={{ display: 'flex', gap: 4 }}>
          <ToggleButton checked={sort === 'title'} onClick={() => setSort('title')}>Name</ToggleButton>
          <ToggleButton checked={sort === 'createdDate'} onClick={() => setSort('createdDate')}>Date Created</ToggleButton>
        </div>
      </div>
      <ManyReferencesNotice total={list.total} />
      {!rows ? (
        <Spinner label="Loading your library…" />
      ) : rows.length === 0 ? (
        <Text role="status">No references found.</Text>
      ) : (
        <ul aria-label="Your library" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {rows.map((r) => {
            const added = inPaper(r.referenceUniqueID);
            const actionable = ['NORMAL', 'REVIEW', 'UPDATE'].includes(r.row.mode);
            return (
              <li key={`${r.legacy ? 'legacy' : 'ref'}-${r.referenceID}`} className={styles.row}>
                <span className={styles.text}>
                  <FormattedText html={r.html} />
                </span>
                <Button size="small" appearance={r.row.mode === 'NORMAL' ? 'primary' : 'secondary'} disabled={added || !actionable} onClick={() => act(r)}>
                  {added ? 'In Paper' : r.row.label}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ShowMoreReferences list={list} />
    </Screen>
  );
}
