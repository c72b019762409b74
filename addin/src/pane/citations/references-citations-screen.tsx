/**
 * Refs & Citations (reference-library §2 "References and citations panel", word-addin §4): the references in the
 * paper with a sticky search, the ways to add more, and one reference opened for its citations. A reference opens
 * by itself when the screen is given its id, when it is the paper's only cited one, or when it was just created from
 * here (Create a New Reference adds it to the paper, and the pane offers to cite it). Removing a reference that has
 * citations asks first; one without is removed at once.
 */
import { Button, Input, Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { matchesLibrarySearch, parseLibrarySearch } from '@ibid/engine';
import { referenceToOpen, type PaperLayout } from '@ibid/engine/paper';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LIBRARY_PATHS, fillPath } from '../../app/paths';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormattedParagraph, FormattedText, formattedPlainText } from '../../components/formatted-text';
import { Screen } from '../../components/screen';
import { sameReference, type PaperReference } from '../../host/document-host';
import { SharedReferencesStrip } from '../../screens/shared/shared-references-strip';
import { openLibrary } from '../open-in-app';
import { usePanePaper } from '../use-pane-paper';
import { referenceHtml } from './reference-html';
import { CITATION_PANE_PATHS, citationPath, type CitationScreenState } from './paths';
import { useCreateForPaper } from './use-create-for-paper';
import { useLibraryReferences } from './use-library-references';

export const CREATE_WAITING_TEXT = 'Create your reference in the library window: it will be added to this paper.';
export const CREATED_ADDED_TEXT = 'Your new reference is in this paper. Cite it where your cursor is with Add Citation.';

/** The search box sticks to the top once the list has this many references (reference-library §9). */
export const STICKY_SEARCH_AT = 6;

/** What other screens may hand References & Citations: the reference to open (the spec's openReferenceId). */
export interface ReferencesCitationsState {
  openReferenceId?: string;
}

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalM} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, overflowWrap: 'anywhere' },
  sticky: { position: 'sticky', top: 0, zIndex: 1, backgroundColor: tokens.colorNeutralBackground1, paddingBottom: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});

export function ReferencesCitationsScreen() {
  const styles = useStyles();
  const navigate = useNavigate();
  const location = useLocation();
  const { host, paper, format, references, reload } = usePanePaper();
  const library = useLibraryReferences(references?.map((r) => r.referenceUniqueID));
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<PaperReference>();
  // undefined: not decided yet (the automatic opening applies); null: the user went back to the list.
  const [openId, setOpenId] = useState<string | null>();
  const [layout, setLayout] = useState<PaperLayout>();
  const [created, setCreated] = useState<string>();
  const createForPaper = useCreateForPaper({ host, reload }, (referenceUniqueID) => {
    setCreated(referenceUniqueID);
    setOpenId(referenceUniqueID);
  });

  useEffect(() => {
    if (openId !== undefined || !references) return;
    const wanted = (location.state as ReferencesCitationsState | null)?.openReferenceId;
    setOpenId(referenceToOpen(references, wanted) ?? null);
  }, [references, openId, location.state]);

  useEffect(() => {
    let current = true;
    void host.layout().then((next) => current && setLayout(next));
    return () => {
      current = false;
    };
  }, [host, references]);

  const shown = useMemo(() => {
    const wanted = parseLibrarySearch(search);
    return (references ?? [])
      .map((paperRef) => ({ paperRef, ref: library.get(paperRef.referenceUniqueID.toUpperCase()) ?? undefined }))
      .filter(({ ref }) => wanted.kind === 'none' || (ref && matchesLibrarySearch(wanted, { text: `${formattedPlainText(referenceHtml(ref, format ?? 'apa7'))} ${ref.nickname} ${ref.tags}`, tags: ref.tags })));
  }, [references, library, search, format]);

  const remove = async (paperRef: PaperReference) => {
    await host.removeReference(paperRef.referenceUniqueID);
    if (openId && sameReference(openId, paperRef.referenceUniqueID)) setOpenId(null);
    await reload();
  };

  const cite = (referenceUniqueID: string, citationUniqueID?: string) =>
    navigate(citationPath(citationUniqueID ? 'edit' : 'add'), { state: { referenceUniqueID, citationUniqueID } satisfies CitationScreenState });

  const count = references?.length ?? 0;
  const opened = openId ? references?.find((r) => sameReference(r.referenceUniqueID, openId)) : undefined;
  const openedRef = opened ? library.get(opened.referenceUniqueID.toUpperCase()) : undefined;

  return (
    <Screen title={count > 0 ? `Refs & Citations (${count})` : 'Refs & Citations'}>
      <SharedReferencesStrip onFinished={() => undefined} />
      {openId === undefined ? null : opened ? (
        <section aria-label="Open reference" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <Link as="button" onClick={() => setOpenId(null)} style={{ alignSelf: 'flex-start' }}>
            ← All references
          </Link>
          {openedRef ? <FormattedParagraph html={referenceHtml(openedRef, format ?? 'apa7')} /> : <Text italic>This reference is not in your library.</Text>}
          <Button appearance="primary" onClick={() => cite(opened.referenceUniqueID)} disabled={paper?.advancedMode}>
            Add Citation
          </Button>
          {created && !paper?.advancedMode && sameReference(created, opened.referenceUniqueID) ? <Text role="status">{CREATED_ADDED_TEXT}</Text> : null}
          {paper?.advancedMode ? (
            <Text>Advanced Edit Mode is on: citations are plain text in your paper and are no longer listed here.</Text>
          ) : opened.citations.length === 0 ? (
            <Text role="status">This reference has no citations in your paper yet.</Text>
          ) : (
            <ul aria-label="Citations" className={styles.list}>
              {opened.citations.map((c) => {
                const text = layout?.citations[c.citationUniqueID]?.text;
                return (
                  <li key={c.citationUniqueID} className={styles.item}>
                    <span>{text ? <FormattedText html={text.html} /> : c.displayValue}</span>
                    <div className={styles.actions}>
                      <Button size="small" onClick={() => cite(opened.referenceUniqueID, c.citationUniqueID)}>
                        Edit
                      </Button>
                      <Button size="small" appearance="subtle" onClick={() => void host.revealCitation(c.citationUniqueID)}>
                        Show in paper
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      ) : (
        <>
          <div className={styles.actions}>
            <Button appearance="primary" onClick={createForPaper.create}>
              Create a New Reference
            </Button>
            <Button onClick={() => navigate(CITATION_PANE_PATHS.ReferenceAddFromLibrary)}>Add Reference from Library</Button>
            {count > 0 ? <Button appearance="subtle" onClick={() => navigate(CITATION_PANE_PATHS.PaperCheck)}>Check my paper</Button> : null}
          </div>
          {createForPaper.waiting ? <Text role="status">{CREATE_WAITING_TEXT}</Text> : null}
          {count === 0 ? (
            <Text role="status">
              This paper has no references yet. Create a new reference or add one from your library; citations come after a reference is added.
            </Text>
          ) : (
            <>
              <div className={count >= STICKY_SEARCH_AT ? styles.sticky : undefined}>
                <Input aria-label="Search references in this paper" placeholder="Search" value={search} onChange={(_, d) => setSearch(d.value)} style={{ width: '100%' }} />
              </div>
              <ul aria-label="References in this paper" className={styles.list}>
                {shown.map(({ paperRef, ref }) => (
                  <li key={paperRef.referenceUniqueID} className={styles.item}>
                    {ref ? <FormattedParagraph html={referenceHtml(ref, format ?? 'apa7')} /> : <Text italic>This reference is not in your library.</Text>}
                    {ref?.isArchived ? <Text size={200}>This reference has been archived.</Text> : null}
                    <div className={styles.actions}>
                      <Button size="small" appearance="primary" onClick={() => setOpenId(paperRef.referenceUniqueID)}>
                        {paper?.advancedMode ? 'Open' : `Citations (${paperRef.citations.length})`}
                      </Button>
                      {ref && !ref.isArchived ? (
                        <Button size="small" onClick={() => openLibrary(fillPath(LIBRARY_PATHS.ReferenceEdit, { referenceUid: ref.referenceUniqueID, tab: 'details' }))}>
                          Edit
                        </Button>
                      ) : null}
                      <Button size="small" onClick={() => (paperRef.citations.length ? setRemoving(paperRef) : void remove(paperRef))}>
                        Remove
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove this reference?"
        body="Its citations in this paper will be deleted too."
        confirmLabel="Remove Reference & Delete Citations"
        cancelLabel="Nevermind"
        onConfirm={() => {
          // Closed before the removal, not after it: a Remove clicked meanwhile opens its own question.
          setRemoving(undefined);
          if (removing) void remove(removing);
        }}
        onCancel={() => setRemoving(undefined)}
      />
    </Screen>
  );
}
