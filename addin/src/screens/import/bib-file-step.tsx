/**
 * ImportFromBibStep1 'Import a reference' (reference-library §2, §4, §5): a .bib file dropped or selected is read
 * here. One reference goes on to its review (or to the type step when its type is unknown); several are all
 * imported by the api in one go, and the summary follows.
 */
import { Body1, Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentArrowUp20Regular } from '@fluentui/react-icons';
import { MISC_TYPE_ID } from '@ibid/engine';
import { countBibtexEntries, importReferences } from '@ibid/engine/import';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http';
import { libraryApi } from '../../api/library';
import { WizardDialog } from '../../components/wizard-dialog';
import { useNotifyLibraryChanged } from '../../state/library-changed';
import { useSetAtom, useStore } from 'jotai';
import { emptyDraft, referenceDraftAtom } from '../../state/reference-draft';
import { BibImportSummary } from './bib-import-summary';
import { BIB_PATHS, FILE_TYPE_ERROR, IMPORT_SUCCESS_DELAY_MS, MULTIPLE_FILES_ERROR, bibImportAtom, isBibFileName, type ImportSummary } from './bib-import-store';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXL}`,
    border: `2px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
    textAlign: 'center',
  },
  over: { border: `2px dashed ${tokens.colorBrandStroke1}`, backgroundColor: tokens.colorBrandBackground2 },
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function BibFileStep() {
  const [params, setParams] = useSearchParams();
  const added = params.get('added');
  const store = useStore();
  const [summary, setSummary] = useState(() => (params.has('summary') ? store.get(bibImportAtom)?.summary : undefined));

  // Back from creating an unidentified entry: it leaves the summary's list.
  useEffect(() => {
    if (added === null) return;
    const session = store.get(bibImportAtom);
    if (session?.summary) {
      const next = { ...session.summary, unidentified: session.summary.unidentified.filter((e) => String(e.key) !== added) };
      store.set(bibImportAtom, { summary: next });
      setSummary(next);
    }
    setParams({ summary: '1' }, { replace: true });
  }, [added, setParams, store]);

  if (summary) return <BibImportSummary summary={summary} />;
  return <BibDropZone onImported={setSummary} />;
}

function BibDropZone({ onImported }: { onImported: (summary: ImportSummary) => void }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const instructionsId = useId();
  const [over, setOver] = useState(false);
  const [error, setError] = useState<string>();
  const [importing, setImporting] = useState<{ count: number; fileName: string }>();
  const setSession = useSetAtom(bibImportAtom);
  const setDraft = useSetAtom(referenceDraftAtom);
  const notifyLibraryChanged = useNotifyLibraryChanged();

  const read = async (files: FileList | null) => {
    setError(undefined);
    if (!files || files.length === 0) return;
    const [file] = files;
    if (files.length > 1) return setError(MULTIPLE_FILES_ERROR);
    if (!file || !isBibFileName(file.name)) return setError(FILE_TYPE_ERROR);
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setError(FILE_TYPE_ERROR);
    }
    // Only a lone reference is read here, for its review; a file of several goes to the api as it is.
    const count = countBibtexEntries(text);
    if (count === 0) return setError(FILE_TYPE_ERROR);
    if (count === 1) {
      const [first] = importReferences(text, 'bibtex').references;
      if (!first) return setError(FILE_TYPE_ERROR);
      setSession({});
      setDraft({ ...emptyDraft(first.referenceTypeID, 'bib'), data: first.data, note: first.note ?? '', tags: first.tags ?? '' });
      navigate(first.referenceTypeID === MISC_TYPE_ID ? BIB_PATHS.selectType : BIB_PATHS.matched);
      return;
    }
    setImporting({ count, fileName: file.name });
    try {
      const [answer] = await Promise.all([libraryApi.import(text, file.name), wait(IMPORT_SUCCESS_DELAY_MS)]);
      const summary: ImportSummary = {
        fileName: file.name,
        imported: answer.imported,
        warnings: answer.warnings,
        unidentified: answer.unidentified.map(({ reference, warnings }, key) => {
          // The api passes the entry's note and tags through beside its data.
          const { note, tags } = reference as { note?: unknown; tags?: unknown };
          return { key, data: reference.data, note: typeof note === 'string' ? note : '', tags: typeof tags === 'string' ? tags : '', warnings };
        }),
      };
      setSession({ summary });
      notifyLibraryChanged(answer.references.map((r) => r.referenceID));
      navigate(BIB_PATHS.summary, { replace: true });
      onImported(summary);
    } catch (failure) {
      setImporting(undefined);
      setError(failure instanceof ApiError && !failure.isConnectionError ? failure.message : FILE_TYPE_ERROR);
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void read(event.dataTransfer.files);
  };

  return (
    <WizardDialog title="Import a reference" step="Step 1 of 4: Select a .bib file">
      {importing ? (
        <div role="status" aria-live="polite">
          <Spinner
            labelPosition="below"
            label={`We found ${importing.count} references in ${importing.fileName}. Adding them to your library…`}
          />
        </div>
      ) : (
        <>
          <div
            role="group"
            aria-labelledby={instructionsId}
            className={`${styles.zone} ${over ? styles.over : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={drop}
            data-testid="bib-drop-zone"
          >
            <DocumentArrowUp20Regular aria-hidden />
            <Body1 id={instructionsId}>Drag and drop a .bib file here, or</Body1>
            <Button appearance="primary" onClick={() => input.current?.click()}>
              Select a file
            </Button>
            <input
              ref={input}
              type="file"
              accept=".bib"
              hidden
              aria-label="Select a .bib file"
              data-testid="bib-file-input"
              onChange={(e) => {
                void read(e.target.files);
                e.target.value = '';
              }}
            />
          </div>
          <div role="alert">
            {error ? (
              <MessageBar intent="error">
                <MessageBarBody>{error}</MessageBarBody>
              </MessageBar>
            ) : null}
          </div>
        </>
      )}
    </WizardDialog>
  );
}
