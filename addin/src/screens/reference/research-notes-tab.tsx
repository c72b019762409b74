/**
 * The reference's research notes (word-addin §2.8, §4, §5): add, sort, search, edit and delete with undo.
 * A new note saves on Enter (Shift+Enter saves and opens another), Esc cancels; a blank note is never saved.
 * A deleted note can be brought back for 3 seconds before the delete is sent.
 */
import { Button, Field, Input, Select, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss16Regular, Dismiss20Regular } from '@fluentui/react-icons';
import { RESEARCH_NOTE_SORTS, editableNoteText, formatCitation, type CurrentFormatId, type Reference, type ResearchNoteSort } from '@ibid/engine';
import { citationItemFromData } from '@ibid/engine/paper';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../api/http';
import { researchNotesApi } from '../../api/library';
import type { LibraryReference, ResearchNote } from '../../api/types';
import { FormattedText } from '../../components/formatted-text';
import { NoteCitationDialog } from '../../pane/citations/note-citation-dialog';
import { useNotify } from '../../shell/notify';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../../state/use-debounced';

export const NOTE_DELETED = 'This research note has been deleted.';
export const NOTE_CREATED = 'Research note created';
export const SORT_RESET = 'Sort changed to Created Date (newest first)';
export const NO_SEARCH_RESULTS = 'No results - try searching for something else';
export const UNDO_DELETE_MS = 3000;
export const NO_NOTES = 'This reference has no research notes yet. Add one above, or save notes from web pages with the Ibid browser extension.';

export const SORT_LABELS: Record<ResearchNoteSort, string> = {
  [RESEARCH_NOTE_SORTS.NEWEST]: 'Created Date (newest first)',
  [RESEARCH_NOTE_SORTS.OLDEST]: 'Created Date (oldest first)',
  [RESEARCH_NOTE_SORTS.CITATION_FIRST_TO_LAST]: 'Citation (first to last)',
  [RESEARCH_NOTE_SORTS.CITATION_LAST_TO_FIRST]: 'Citation (last to first)',
};
export const SORTS = Object.values(RESEARCH_NOTE_SORTS) as ResearchNoteSort[];

/** The 'Sorted by' menu of research notes (word-addin §2.8), on the reference's tab and in the drawer. */
export function ResearchNoteSortField({ sortBy, onChange }: { sortBy: ResearchNoteSort; onChange: (sort: ResearchNoteSort) => void }) {
  return (
    <Field label="Sorted by">
      <Select value={String(sortBy)} onChange={(_, d) => onChange(Number(d.value) as ResearchNoteSort)}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </Select>
    </Field>
  );
}

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  controls: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  search: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-end', flex: '1 1 240px' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  row: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    '& [data-note-hover]': { opacity: 0 },
    ':hover [data-note-hover]': { opacity: 1 },
    ':focus-within [data-note-hover]': { opacity: 1 },
  },
  text: { flex: 1, cursor: 'text', overflowWrap: 'anywhere', margin: 0 },
  deleted: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', color: tokens.colorNeutralForeground3 },
});

/** Enter saves (Shift+Enter saves and asks for another), Esc cancels; other keys type. */
function noteKeys(onSave: (another: boolean) => void, onCancel: () => void) {
  return (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      onSave(e.shiftKey);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCancel();
    }
  };
}

function NewNote({ onSave, onCancel }: { onSave: (text: string, another: boolean) => void; onCancel: () => void }) {
  const [text, setText] = useState('');
  return (
    <Field label="New research note" hint="Enter saves. Shift+Enter saves and starts another. Esc cancels.">
      <Textarea autoFocus resize="vertical" value={text} onChange={(_, d) => setText(d.value)} onKeyDown={noteKeys((another) => onSave(text, another), onCancel)} />
    </Field>
  );
}

function EditNote({ note, onSave, onCancel }: { note: ResearchNote; onSave: (text: string) => void; onCancel: () => void }) {
  const [text, setText] = useState(() => editableNoteText(note.note));
  return (
    <Textarea
      autoFocus
      aria-label="Edit research note"
      resize="vertical"
      style={{ flex: 1 }}
      value={text}
      onChange={(_, d) => setText(d.value)}
      onBlur={onCancel}
      onKeyDown={noteKeys(() => onSave(text), onCancel)}
    />
  );
}

/** A note's citation as the format writes it, or undefined for a note without one. */
function citationOutput(note: ResearchNote, reference: LibraryReference, format: CurrentFormatId) {
  if (!note.citation) return undefined;
  const item = citationItemFromData(note.citation, reference as unknown as Reference);
  if (!item.ok) return undefined;
  try {
    return formatCitation([item.value], format).first;
  } catch {
    return undefined;
  }
}

export function ResearchNotesTab({ reference, format }: { reference: LibraryReference; format: CurrentFormatId }) {
  const referenceID = reference.referenceID;
  const styles = useStyles();
  const [citing, setCiting] = useState<ResearchNote>();
  const notify = useNotify();
  const [sortBy, setSortBy] = useState<ResearchNoteSort>(RESEARCH_NOTE_SORTS.NEWEST);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [notes, setNotes] = useState<ResearchNote[]>();
  const [adding, setAdding] = useState(false);
  // Each Shift+Enter opens a fresh box.
  const [newNoteKey, setNewNoteKey] = useState(0);
  const [editing, setEditing] = useState<number>();
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const failed = useCallback((title: string, error: unknown) => notify.error(title, error instanceof ApiError ? error.message : undefined), [notify]);

  useEffect(() => {
    let current = true;
    researchNotesApi.list(referenceID, sortBy, search || undefined).then(
      (answer) => current && setNotes(answer.researchNotes),
      (error: unknown) => current && failed('Problem loading research notes', error),
    );
    return () => {
      current = false;
    };
  }, [referenceID, sortBy, search, failed]);

  // Deletes still waiting when the tab closes are sent: the user saw them go.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const [id, timer] of pending) {
        clearTimeout(timer);
        void researchNotesApi.delete(id).catch(() => undefined);
      }
    };
  }, []);

  const startAdding = () => {
    if (sortBy !== RESEARCH_NOTE_SORTS.NEWEST) {
      setSortBy(RESEARCH_NOTE_SORTS.NEWEST);
      notify.toast({ title: SORT_RESET, intent: 'warning' });
    }
    setEditing(undefined);
    setAdding(true);
  };

  const create = async (text: string, another: boolean) => {
    if (!text.trim()) {
      setAdding(false);
      return;
    }
    setNewNoteKey((k) => k + 1);
    setAdding(another);
    try {
      const created = await researchNotesApi.create(referenceID, text);
      setNotes((prev) => [created, ...(prev ?? [])]);
      notify.toast({ title: NOTE_CREATED });
    } catch (error) {
      failed('Problem saving the research note', error);
    }
  };

  const save = async (note: ResearchNote, text: string) => {
    setEditing(undefined);
    if (!text.trim() || text === editableNoteText(note.note)) return;
    try {
      const updated = await researchNotesApi.update({ GenesisReferenceID: referenceID, GenesisResearchNoteID: note.genesisResearchNoteID, Note: text });
      setNotes((prev) => prev?.map((n) => (n.genesisResearchNoteID === updated.genesisResearchNoteID ? updated : n)));
    } catch (error) {
      failed('Problem saving the research note', error);
    }
  };

  const settle = (id: number) => {
    timers.current.delete(id);
    setDeleting((prev) => {
      const next = new Set(prev);
      next.delete(id);
      return next;
    });
  };

  const remove = (id: number) => {
    setEditing(undefined);
    setDeleting((prev) => new Set(prev).add(id));
    timers.current.set(
      id,
      setTimeout(() => {
        settle(id);
        researchNotesApi.delete(id).then(
          () => setNotes((prev) => prev?.filter((n) => n.genesisResearchNoteID !== id)),
          (error: unknown) => failed('Problem deleting the research note', error),
        );
      }, UNDO_DELETE_MS),
    );
  };

  const undo = (id: number) => {
    clearTimeout(timers.current.get(id));
    settle(id);
  };

  return (
    <div className={styles.tab}>
      <div className={styles.controls}>
        <Button disabled={searchText.trim() !== ''} onClick={startAdding}>
          + Add research note
        </Button>
        <ResearchNoteSortField sortBy={sortBy} onChange={setSortBy} />
        <div className={styles.search}>
          <Field label="Search research notes" style={{ flex: 1 }}>
            <Input type="search" value={searchText} onChange={(_, d) => setSearchText(d.value)} />
          </Field>
          {searchText ? <Button icon={<Dismiss20Regular />} onClick={() => setSearchText('')}>Clear</Button> : null}
        </div>
      </div>
      {adding ? <NewNote key={newNoteKey} onSave={(text, another) => void create(text, another)} onCancel={() => setAdding(false)} /> : null}
      {notes === undefined ? null : notes.length === 0 && !adding ? (
        <Text>{search ? NO_SEARCH_RESULTS : NO_NOTES}</Text>
      ) : (
        <ul className={styles.list} aria-label="Research notes">
          {notes.map((note) => {
            const id = note.genesisResearchNoteID;
            if (deleting.has(id)) {
              return (
                <li key={id} className={styles.deleted} role="status">
                  {NOTE_DELETED}
                  <Button size="small" appearance="transparent" onClick={() => undo(id)}>
                    Undo
                  </Button>
                </li>
              );
            }
            return (
              <li key={id} className={styles.row}>
                {editing === id ? (
                  <EditNote note={note} onSave={(text) => void save(note, text)} onCancel={() => setEditing(undefined)} />
                ) : (
                  <p
                    className={styles.text}
                    role="button"
                    tabIndex={0}
                    title="Edit research note"
                    onClick={() => setEditing(id)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') setEditing(id);
                    }}
                    // Stored notes are escaped text with <br> line breaks only (the engine's storedNoteText).
                    dangerouslySetInnerHTML={{ __html: note.note }}
                  />
                )}
                {(() => {
                  const cited = citationOutput(note, reference, format);
                  return cited ? (
                    <Button size="small" appearance="transparent" onClick={() => setCiting(note)} style={{ whiteSpace: 'normal', textAlign: 'start', height: 'auto' }}>
                      <FormattedText html={cited.html} />
                    </Button>
                  ) : (
                    <Button data-note-hover size="small" appearance="subtle" onClick={() => setCiting(note)}>
                      Add citation
                    </Button>
                  );
                })()}
                <Button data-note-hover appearance="subtle" size="small" icon={<Dismiss16Regular />} aria-label="Delete research note" onClick={() => remove(id)} />
              </li>
            );
          })}
        </ul>
      )}
      {citing ? (
        <NoteCitationDialog
          note={citing}
          reference={reference}
          format={format}
          onClose={() => setCiting(undefined)}
          onSaved={(updated) => setNotes((prev) => prev?.map((n) => (n.genesisResearchNoteID === updated.genesisResearchNoteID ? updated : n)))}
        />
      ) : null}
    </div>
  );
}
