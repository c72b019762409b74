/**
 * A research note's citation (word-addin §2.8): the Add Citation modal (Cancel / Create Citation) and the Edit
 * Citation modal (Delete Citation / Update Citation), with the citation form's parts and location. The citation is
 * saved on the note; beside a paper (a document host given) a new one is also cited at the cursor and an edited one
 * updated where the paper holds it.
 */
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text, makeStyles, tokens } from '@fluentui/react-components';
import { editableNoteText, formatCitation, type CurrentFormatId, type Reference } from '@ibid/engine';
import { readCitationData, storedCitationData, toCitationItem } from '@ibid/engine/paper';
import { useMemo, useState } from 'react';
import { ApiError, endsSession } from '../../api/http';
import { researchNotesApi } from '../../api/library';
import type { LibraryReference, ResearchNote } from '../../api/types';
import { FormattedParagraph } from '../../components/formatted-text';
import type { DocumentHost } from '../../host/document-host';
import { useNotify } from '../../shell/notify';
import { draftOf, draftToItem, newCitationAttrs, newDraft, type CitationDraft } from './citation-draft';
import { citationFailure } from './citation-errors';
import { CitationFields, canSubmitDrafts } from './citation-fields';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  preview: { padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflowWrap: 'anywhere' },
});

/** The note's stored citation, read; undefined for a note without one (or one that cannot be read). */
export function noteCitationData(note: ResearchNote) {
  if (!note.citation) return undefined;
  const read = readCitationData(note.citation);
  return read.ok ? read.value : undefined;
}

export function NoteCitationDialog({
  note,
  reference,
  format,
  host,
  onSaved,
  onClose,
}: {
  note: ResearchNote;
  reference: LibraryReference;
  format: CurrentFormatId;
  host?: DocumentHost;
  onSaved: (note: ResearchNote) => void;
  onClose: () => void;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const stored = useMemo(() => noteCitationData(note), [note]);
  const [draft, setDraft] = useState<CitationDraft>(() => {
    const fresh = newDraft(reference.referenceUniqueID.toUpperCase(), reference.referenceTypeID, reference.data);
    return stored ? draftOf(stored.item, fresh) : fresh;
  });
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const result = draftToItem(draft, format);
  const preview = useMemo(() => {
    const item = result.ok ? result.item : { referenceUniqueID: draft.referenceUniqueID, namePart: draft.namePart, datePart: draft.datePart };
    try {
      return formatCitation([toCitationItem(item, reference as unknown as Reference)], format).first;
    } catch {
      return undefined;
    }
  }, [result, draft, reference, format]);

  const saveNote = async (citation: string) => {
    const updated = await researchNotesApi.update({ GenesisReferenceID: note.genesisReferenceID, GenesisResearchNoteID: note.genesisResearchNoteID, Note: editableNoteText(note.note), Citation: citation });
    onSaved(updated);
  };

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      onClose();
    } catch (error) {
      if (endsSession(error)) return;
      if (error instanceof ApiError) notify.error('Problem saving the citation', error.message);
      else {
        const failure = citationFailure(error);
        notify.error(failure.title, failure.body);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    const attrs = newCitationAttrs([result.item], stored?.citationUniqueID);
    const { citationUniqueID } = attrs;
    void act(async () => {
      await saveNote(storedCitationData(result.item, citationUniqueID));
      if (!host) return;
      const inPaper = await host.citation(citationUniqueID);
      if (inPaper) await host.updateCitation({ ...inPaper, items: [result.item] });
      else if (!stored) await host.insertCitation(attrs);
    });
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, d) => (d.open || busy ? undefined : onClose())}>
      <DialogSurface aria-describedby={undefined} style={{ maxWidth: 'min(600px, calc(100vw - 24px))', boxSizing: 'border-box' }}>
        <DialogBody>
          <DialogTitle>{stored ? 'Edit Citation' : 'Add Citation'}</DialogTitle>
          <DialogContent className={styles.body}>
            <section aria-label="Citation preview" className={styles.preview}>
              {preview?.text ? <FormattedParagraph html={preview.html} /> : <Text italic>No preview yet.</Text>}
            </section>
            <CitationFields
              draft={draft}
              onChange={(change) => {
                setProblem(undefined);
                setDraft((d) => ({ ...d, ...change }));
              }}
              format={format}
              reference={reference}
              problem={problem}
            />
          </DialogContent>
          <DialogActions>
            {stored ? (
              <Button disabled={busy} onClick={() => void act(() => saveNote(''))}>
                Delete Citation
              </Button>
            ) : (
              <Button disabled={busy} onClick={onClose}>
                Cancel
              </Button>
            )}
            <Button appearance="primary" disabled={busy || !canSubmitDrafts([draft], format)} onClick={submit}>
              {stored ? 'Update Citation' : 'Create Citation'}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
