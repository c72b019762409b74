/**
 * The citation form (word-addin §2.7, §4, §5; routes /citation/:mode and /citation-genesis/:mode): a live preview,
 * 'Parts to include in Citation' by the format's rules, 'Choose a Citation location' from the engine's options for
 * the reference type, group citations (several references in one, 'Select which citation to edit?'), and First /
 * Subsequent Use in Advanced Edit Mode. Add inserts at the cursor; edit updates the citation in place. On a legacy
 * paper (APA 6, MLA 8) it is the same form in the successor format's rules, under a notice (LegacyCitationNotice).
 */
import { Button, Field, Select, Text, ToggleButton, makeStyles, tokens } from '@fluentui/react-components';
import { formatCitation, type Reference } from '@ibid/engine';
import { toCitationItem, type CitationItemData } from '@ibid/engine/paper';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { LibraryReference } from '../../api/types';
import { FormattedParagraph, formattedPlainText } from '../../components/formatted-text';
import { Screen } from '../../components/screen';
import { sameReference, type CitationAttrs } from '../../host/document-host';
import { useNotify } from '../../shell/notify';
import { usePanePaper } from '../use-pane-paper';
import { draftOf, draftToItem, newCitationAttrs, newCitationId, newDraft, type CitationDraft } from './citation-draft';
import { citationFailure } from './citation-errors';
import { CitationFields, canSubmitDrafts } from './citation-fields';
import { LegacyCitationNotice } from './legacy-citation-notice';
import { CITATION_PANE_PATHS, type CitationScreenState } from './paths';
import type { ReferencesCitationsState } from './references-citations-screen';
import { useLibraryReferences } from './use-library-references';

/** word-addin §9: how long the form says a citation is gone before going back to References & Citations. */
export const MISSING_CITATION_REDIRECT_MS = 2100;

const useStyles = makeStyles({
  preview: { padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflowWrap: 'anywhere' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/** A reference's select as wide as the pane: a native select is otherwise as wide as its longest title. */
const FIT_PANE = { root: { style: { minWidth: 0 } }, style: { minWidth: 0 } } as const;

const asReference = (ref: LibraryReference) => ref as unknown as Reference;
const referenceName = (ref: LibraryReference | null | undefined) => (ref ? formattedPlainText(ref.title || ref.values.apa7?.value || '') : 'Reference');

export function CitationScreen() {
  const { mode } = useParams();
  const state = (useLocation().state ?? {}) as CitationScreenState;
  // Opening add or edit with no open reference goes back at once (word-addin §2.7).
  if (!state.referenceUniqueID || (mode === 'edit' && !state.citationUniqueID)) return <Navigate to={CITATION_PANE_PATHS.ReferencesCitations} replace />;
  return <CitationForm key={`${mode}-${state.citationUniqueID ?? state.referenceUniqueID}`} referenceUniqueID={state.referenceUniqueID} citationUniqueID={mode === 'edit' ? state.citationUniqueID : undefined} />;
}

function CitationForm({ referenceUniqueID, citationUniqueID }: { referenceUniqueID: string; citationUniqueID?: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const { host, paper, format, references } = usePanePaper();
  const [existing, setExisting] = useState<CitationAttrs | null>();
  const [drafts, setDrafts] = useState<CitationDraft[]>();
  const [selected, setSelected] = useState(0);
  const [use, setUse] = useState<'first' | 'subsequent'>('first');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const uids = useMemo(() => [...new Set([referenceUniqueID, ...(references ?? []).map((r) => r.referenceUniqueID)])], [referenceUniqueID, references]);
  const library = useLibraryReferences(uids);
  const refOf = (uid: string) => library.get(uid.toUpperCase());
  const opened = refOf(referenceUniqueID);

  // Edit: the citation as it stands; a citation gone from the paper sends the user back after a moment.
  useEffect(() => {
    if (!citationUniqueID) return;
    let current = true;
    void host.citation(citationUniqueID).then((found) => current && setExisting(found ?? null));
    return () => {
      current = false;
    };
  }, [host, citationUniqueID]);
  useEffect(() => {
    if (existing !== null) return;
    const timer = setTimeout(() => navigate(CITATION_PANE_PATHS.ReferencesCitations, { replace: true }), MISSING_CITATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [existing, navigate]);

  // The drafts start once what they need is loaded: the reference (its type decides the location options) and, for edit, the citation.
  useEffect(() => {
    if (drafts || opened === undefined) return;
    if (!citationUniqueID) {
      setDrafts([newDraft(referenceUniqueID, opened?.referenceTypeID, opened?.data)]);
      return;
    }
    if (!existing) return;
    setDrafts(existing.items.map((item) => draftOf(item, newDraft(item.referenceUniqueID, refOf(item.referenceUniqueID)?.referenceTypeID, refOf(item.referenceUniqueID)?.data))));
    setSelected(Math.max(0, existing.items.findIndex((i) => sameReference(i.referenceUniqueID, referenceUniqueID))));
    // refOf reads `library`, listed here.
  }, [drafts, opened, citationUniqueID, existing, referenceUniqueID, library]);

  const fmt = format ?? 'apa7';
  const results = useMemo(() => drafts?.map((d) => draftToItem(d, fmt)), [drafts, fmt]);
  const preview = useMemo(() => {
    if (!results) return undefined;
    const items = results.map((r, i) => (r.ok ? r.item : { referenceUniqueID: drafts![i]!.referenceUniqueID, namePart: drafts![i]!.namePart, datePart: drafts![i]!.datePart }));
    const cited = items.map((item) => ({ item, ref: refOf(item.referenceUniqueID) }));
    if (cited.some((c) => !c.ref)) return undefined;
    try {
      return formatCitation(cited.map((c) => toCitationItem(c.item, asReference(c.ref!))), fmt, { narrative: existing?.narrative ?? false });
    } catch {
      return undefined;
    }
    // refOf reads `library`, listed here.
  }, [results, drafts, library, fmt, existing?.narrative]);

  if (existing === null) {
    return (
      <Screen title="Edit Citation">
        <Text role="alert">This citation is no longer in your paper. Taking you back to References &amp; Citations…</Text>
      </Screen>
    );
  }
  if (!drafts) return <Screen title={citationUniqueID ? 'Edit Citation' : 'Add Citation'}>{null}</Screen>;

  const draft = drafts[Math.min(selected, drafts.length - 1)]!;
  const setDraft = (change: Partial<CitationDraft>) => {
    setProblem(undefined);
    setDrafts(drafts.map((d, i) => (i === selected ? { ...d, ...change } : d)));
  };
  const submittable = canSubmitDrafts(drafts, fmt);
  const others = (references ?? []).filter((r) => !drafts.some((d) => sameReference(d.referenceUniqueID, r.referenceUniqueID)));

  const submit = async () => {
    const bad = results!.findIndex((r) => !r.ok);
    if (bad >= 0) {
      setSelected(bad);
      setProblem((results![bad] as { message: string }).message);
      return;
    }
    const items = results!.map((r) => (r as { item: CitationItemData }).item);
    setBusy(true);
    try {
      if (existing) await host.updateCitation({ ...existing, items, groupUniqueID: items.length > 1 ? (existing.groupUniqueID ?? newCitationId()) : null });
      else await host.insertCitation(newCitationAttrs(items));
      navigate(CITATION_PANE_PATHS.ReferencesCitations, { state: { openReferenceId: referenceUniqueID } satisfies ReferencesCitationsState });
    } catch (error) {
      const failure = citationFailure(error);
      notify.error(failure.title, failure.body);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!existing) return;
    await host.removeCitation(existing.citationUniqueID);
    navigate(CITATION_PANE_PATHS.ReferencesCitations, { state: { openReferenceId: referenceUniqueID } satisfies ReferencesCitationsState });
  };

  const shown = preview && (paper?.advancedMode && use === 'subsequent' ? preview.subsequent : preview.first);

  return (
    <Screen title={existing ? 'Edit Citation' : 'Add Citation'}>
      {paper ? <LegacyCitationNotice paper={paper} /> : null}
      <section aria-label="Citation preview" className={styles.preview}>
        {shown?.text ? <FormattedParagraph html={shown.html} /> : <Text italic>No preview yet.</Text>}
      </section>
      {paper?.advancedMode ? (
        <div role="group" aria-label="Citation use" className={styles.row}>
          <ToggleButton size="small" checked={use === 'first'} onClick={() => setUse('first')}>
            First Use
          </ToggleButton>
          <ToggleButton size="small" checked={use === 'subsequent'} onClick={() => setUse('subsequent')}>
            Subsequent Use
          </ToggleButton>
        </div>
      ) : null}
      {drafts.length > 1 ? (
        <Field label="Select which citation to edit?">
          <Select {...FIT_PANE} value={String(selected)} onChange={(_, d) => setSelected(Number(d.value))}>
            {drafts.map((d, i) => (
              <option key={d.referenceUniqueID} value={i}>
                {referenceName(refOf(d.referenceUniqueID))}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <CitationFields draft={draft} onChange={setDraft} format={fmt} reference={refOf(draft.referenceUniqueID)} problem={problem} />
      {others.length > 0 ? (
        <Field label="Add another reference to this citation">
          <Select
            {...FIT_PANE}
            value=""
            onChange={(_, d) => {
              if (!d.value) return;
              const ref = refOf(d.value);
              setDrafts([...drafts, newDraft(d.value, ref?.referenceTypeID, ref?.data)]);
              setSelected(drafts.length);
            }}
          >
            <option value="">Choose a reference…</option>
            {others.map((r) => (
              <option key={r.referenceUniqueID} value={r.referenceUniqueID}>
                {referenceName(refOf(r.referenceUniqueID))}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <div className={styles.row}>
        <Button appearance="primary" disabled={!submittable || busy} onClick={() => void submit()}>
          {existing ? 'Update Citation' : 'Insert Citation'}
        </Button>
        {drafts.length > 1 ? (
          <Button
            onClick={() => {
              setDrafts(drafts.filter((_, i) => i !== selected));
              setSelected(0);
            }}
          >
            Remove from this citation
          </Button>
        ) : null}
        {existing ? <Button onClick={() => void remove()}>Delete Citation</Button> : null}
        <Button appearance="subtle" onClick={() => navigate(CITATION_PANE_PATHS.ReferencesCitations, { state: { openReferenceId: referenceUniqueID } })}>
          Cancel
        </Button>
      </div>
    </Screen>
  );
}
