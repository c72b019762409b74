/**
 * The Research Notes drawer (word-addin §2.8): the paper's references, each with Show/Hide research notes; a search
 * over the notes (500 ms debounce, Clear), the sort menu, and on each note Add to Paper, which cites the note's
 * citation (or the reference, for a note without one) at the cursor. A search shows every reference's matches.
 */
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons';
import { RESEARCH_NOTE_SORTS, formatCitation, type Reference, type ResearchNoteSort } from '@ibid/engine';
import { citationItemFromData, citationNodeFromData } from '@ibid/engine/paper';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { researchNotesApi } from '../../api/library';
import type { LibraryReference, ResearchNote } from '../../api/types';
import { FormattedParagraph, FormattedText } from '../../components/formatted-text';
import { Screen } from '../../components/screen';
import type { CitationAttrs } from '../../host/document-host';
import { NO_SEARCH_RESULTS, ResearchNoteSortField } from '../../screens/reference/research-notes-tab';
import { SharedReferencesStrip } from '../../screens/shared/shared-references-strip';
import { useNotify } from '../../shell/notify';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../state/use-debounced';
import { usePanePaper } from '../use-pane-paper';
import { newCitationAttrs, newCitationId } from './citation-draft';
import { referenceHtml } from './reference-html';
import { citationFailure } from './citation-errors';
import { NoteCitationDialog, noteCitationData } from './note-citation-dialog';
import { useLibraryReferences } from './use-library-references';

export const NO_PAPER_REFERENCES = 'This paper has no references yet. Add one from your library to see its research notes here.';
export const NO_REFERENCE_NOTES = 'This reference has no research notes yet. Save notes from web pages with the Ibid browser extension.';
export const NOTE_CITED = 'Citation added to your paper';

const useStyles = makeStyles({
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  search: { flex: '1 1 180px', minWidth: 0 },
  reference: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalM} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, overflowWrap: 'anywhere' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  note: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: tokens.spacingHorizontalS, border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
});

const asReference = (ref: LibraryReference) => ref as unknown as Reference;

/**
 * The citation a note puts in the paper: its own citation data, or the reference with name and date. The first one
 * keeps the note's citation id (so the drawer can tell the note is cited in this paper); later ones get their own.
 */
export function noteCitation(note: ResearchNote, citedInPaper: ReadonlySet<string>): CitationAttrs {
  const stored = note.citation ? citationNodeFromData(note.citation) : undefined;
  if (stored?.ok) {
    const own = stored.value.attrs.citationUniqueID;
    return { ...stored.value.attrs, citationUniqueID: citedInPaper.has(own) ? newCitationId() : own };
  }
  return newCitationAttrs([{ referenceUniqueID: note.referenceUniqueID.toUpperCase(), namePart: true, datePart: true }]);
}

export function ResearchNotesScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const { host, format, references, reload } = usePanePaper();
  const library = useLibraryReferences(references?.map((r) => r.referenceUniqueID));
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [sortBy, setSortBy] = useState<ResearchNoteSort>(RESEARCH_NOTE_SORTS.NEWEST);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [notes, setNotes] = useState<ReadonlyMap<number, ResearchNote[]>>(new Map());
  const [citing, setCiting] = useState<{ note: ResearchNote; reference: LibraryReference }>();

  const citedInPaper = new Set((references ?? []).flatMap((r) => r.citations.map((c) => c.citationUniqueID)));
  const inLibrary = (references ?? []).flatMap((r) => {
    const ref = library.get(r.referenceUniqueID.toUpperCase());
    return ref ? [ref] : [];
  });
  // A search looks through every reference's notes; otherwise only the opened ones are loaded.
  const loading = search ? inLibrary.map((r) => r.referenceID) : inLibrary.map((r) => r.referenceID).filter((id) => expanded.has(id));
  const loadingKey = loading.join(' ');

  useEffect(() => {
    if (!loadingKey) return;
    let current = true;
    const ids = loadingKey.split(' ').map(Number);
    void Promise.all(ids.map((id) => researchNotesApi.list(id, sortBy, search || undefined).then((a) => a.researchNotes, () => [] as ResearchNote[]))).then((lists) => {
      if (current) setNotes(new Map(ids.map((id, i) => [id, lists[i]!])));
    });
    return () => {
      current = false;
    };
  }, [loadingKey, sortBy, search]);

  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const addToPaper = async (note: ResearchNote) => {
    try {
      await host.insertCitation(noteCitation(note, citedInPaper));
      await reload();
      notify.toast({ title: NOTE_CITED });
    } catch (error) {
      const failure = citationFailure(error);
      notify.error(failure.title, failure.body);
    }
  };

  const citationOutput = (note: ResearchNote, ref: LibraryReference) => {
    if (!note.citation) return undefined;
    const item = citationItemFromData(note.citation, asReference(ref));
    if (!item.ok) return undefined;
    try {
      return formatCitation([item.value], format ?? 'apa7').first;
    } catch {
      return undefined;
    }
  };

  const searched = search && notes.size > 0 && loading.every((id) => notes.has(id));
  const noResults = searched && loading.every((id) => (notes.get(id) ?? []).length === 0);

  return (
    <Screen title="Research Notes">
      <SharedReferencesStrip onFinished={() => undefined} />
      <Button onClick={() => navigate('/reference-add-from-library-in-research-notes')} style={{ alignSelf: 'flex-start' }}>
        Add Reference from Library
      </Button>
      <div className={styles.controls}>
        <Field label="Search research notes" className={styles.search}>
          <Input type="search" value={searchText} onChange={(_, d) => setSearchText(d.value)} />
        </Field>
        {searchText ? (
          <Button icon={<Dismiss20Regular />} onClick={() => setSearchText('')}>
            Clear
          </Button>
        ) : null}
        <ResearchNoteSortField sortBy={sortBy} onChange={setSortBy} />
      </div>
      {references && references.length === 0 ? (
        <Text role="status">{NO_PAPER_REFERENCES}</Text>
      ) : noResults ? (
        <Text role="status">{NO_SEARCH_RESULTS}</Text>
      ) : (
        <ul aria-label="References in this paper" className={styles.list}>
          {inLibrary.map((ref) => {
            const open = Boolean(search) || expanded.has(ref.referenceID);
            const list = notes.get(ref.referenceID);
            if (search && list && list.length === 0) return null;
            return (
              <li key={ref.referenceUniqueID} className={styles.reference}>
                <FormattedParagraph html={referenceHtml(ref, format ?? 'apa7')} />
                {search ? null : (
                  <Button size="small" aria-expanded={open} onClick={() => toggle(ref.referenceID)} style={{ alignSelf: 'flex-start' }}>
                    {open ? 'Hide research notes' : 'Show research notes'}
                  </Button>
                )}
                {!open || !list ? null : list.length === 0 ? (
                  <Text size={200}>{NO_REFERENCE_NOTES}</Text>
                ) : (
                  <ul aria-label={`Research notes for ${ref.title}`} className={styles.list}>
                    {list.map((note) => {
                      const cited = citationOutput(note, ref);
                      const inPaper = citedInPaper.has(noteCitationData(note)?.citationUniqueID ?? '');
                      return (
                        <li key={note.genesisResearchNoteID} className={styles.note}>
                          {/* Stored notes are escaped text with <br> line breaks only (the engine's storedNoteText). */}
                          <p style={{ margin: 0, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: note.note }} />
                          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
                            <Button size="small" appearance="primary" onClick={() => void addToPaper(note)}>
                              Add to Paper
                            </Button>
                            {inPaper ? (
                              <Text size={200} role="status">
                                ✓ Cited in this paper
                              </Text>
                            ) : null}
                            {cited ? (
                              <Button size="small" appearance="transparent" title="Edit citation" onClick={() => setCiting({ note, reference: ref })} style={{ whiteSpace: 'normal', textAlign: 'start', height: 'auto' }}>
                                <FormattedText html={cited.html} />
                              </Button>
                            ) : (
                              <Button size="small" appearance="subtle" onClick={() => setCiting({ note, reference: ref })}>
                                Add citation
                              </Button>
                            )}
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {citing ? (
        <NoteCitationDialog
          note={citing.note}
          reference={citing.reference}
          format={format ?? 'apa7'}
          host={host}
          onClose={() => setCiting(undefined)}
          onSaved={(updated) =>
            setNotes((prev) => new Map([...prev].map(([id, list]) => [id, list.map((n) => (n.genesisResearchNoteID === updated.genesisResearchNoteID ? updated : n))])))
          }
        />
      ) : null}
    </Screen>
  );
}
