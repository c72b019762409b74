/**
 * Legacy conversion, 'Update Reference' (reference-library §2, §4, §7): step 1 shows the APA 6 / MLA 8 reference
 * and the converted data in the form, with what the conversion changed; step 2 takes the nickname, description
 * and tags and creates the new reference with the legacy id (the api archives the legacy one). A legacy type
 * with no new-style type gets 'Problem updating this reference to APA 7' (MLA 9 for MLA 8).
 */
import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { FORMAT_LABELS, FORMAT_VERSION_IDS, formatFromVersionId, newReferenceUniqueId, optionalFieldsForCreate } from '@ibid/engine';
import { legacyConversionProblemTitle } from '@ibid/engine/import';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/http';
import { libraryApi } from '../../api/library';
import type { LegacyConversion } from '../../api/types';
import { LIBRARY_PATHS, PATHS, libraryPath } from '../../app/paths';
import { FormattedText } from '../../components/formatted-text';
import { ConfirmFields, ReferenceForm, ReferencePreview, canCreateReference, cleanReferenceData } from '../../components/reference-form';
import { STOP_UPDATING, WizardDialog } from '../../components/wizard-dialog';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { useNotifyLibraryChanged } from '../../state/library-changed';
import { useSetAtom, useStore } from 'jotai';
import { referenceDraftAtom, useReferenceDraft, type ReferenceDraft } from '../../state/reference-draft';
import { useDisplayFormat } from '../../state/display-format';
import { useLeaveGuard } from '../create/leave-guard';
import { IMPORT_PATHS } from './paths';

export const UPDATE_TITLE = 'Update Reference';
export const UPDATED_TOAST = 'Reference updated';
/** Why a legacy reference cannot be converted when its type has no new-style match. */
export const UNMAPPED_EXPLANATION =
  "This reference's type has no match among the new reference types, so we can't update it for you. It stays in your library as it is: " +
  'you can keep citing it, or create a new reference for the same work.';
const SUPPORT_CONTACT = 'Need help? Contact our Customer Support Team, available every day until 10 pm Central.';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  original: { padding: tokens.spacingHorizontalM, backgroundColor: tokens.colorNeutralBackground3, borderRadius: tokens.borderRadiusMedium, overflowWrap: 'anywhere' },
});

const step1Path = (referenceId: string) => libraryPath(LIBRARY_PATHS.ConvertReference, { referenceId });
const step2Path = (referenceId: string) => libraryPath(IMPORT_PATHS.ConvertReference2, { referenceId });

type Conversion =
  | { state: 'loading' }
  | { state: 'ready'; legacy: LegacyConversion['original']; warnings: LegacyConversion['warnings'] }
  | { state: 'problem'; title: string; explanation: string };

/** The draft of this legacy reference's conversion, if that is what the draft holds. */
function conversionDraft(draft: ReferenceDraft | undefined, legacyId: number): ReferenceDraft | undefined {
  return draft?.source === 'legacy' && draft.legacyReferenceId === legacyId ? draft : undefined;
}

/** Leaving the conversion, except between its two steps or once it is done, asks 'Stop updating this reference?'. */
function useConversionGuard(referenceId: string, dirty: boolean, done?: RefObject<boolean>) {
  const setDraft = useSetAtom(referenceDraftAtom);
  return useLeaveGuard({
    dirty,
    passes: (pathname) => Boolean(done?.current) || pathname === step1Path(referenceId) || pathname === step2Path(referenceId),
    onLeave: () => setDraft(undefined),
    texts: STOP_UPDATING,
  });
}

export function ConvertStep1() {
  const styles = useStyles();
  const navigate = useNavigate();
  const format = useDisplayFormat();
  const referenceId = useParams().referenceId ?? '';
  const legacyId = Number(referenceId);
  const [draft, setDraft] = useReferenceDraft();
  const [conversion, setConversion] = useState<Conversion>({ state: 'loading' });
  const store = useStore();
  const guard = useConversionGuard(referenceId, conversion.state !== 'problem');

  useEffect(() => {
    let current = true;
    libraryApi
      .convertPreview(legacyId)
      .then(({ reference, original, warnings }) => {
        if (!current) return;
        // Back from step 2 the draft keeps the user's changes.
        if (!conversionDraft(store.get(referenceDraftAtom), legacyId)) {
          setDraft({
            referenceTypeID: reference.referenceTypeID,
            data: reference.data,
            note: reference.note ?? '',
            tags: reference.tags ?? '',
            nickname: reference.nickname ?? '',
            source: 'legacy',
            legacyReferenceId: legacyId,
          });
        }
        setConversion({ state: 'ready', legacy: original, warnings });
      })
      .catch((error: unknown) => {
        if (!current) return;
        // The unmapped refusal's message is the heading in the right format; others default to APA 7's.
        const title = legacyConversionProblemTitle({ formatVersionID: FORMAT_VERSION_IDS.apa6 });
        if (error instanceof ApiError && error.status === 422) {
          setConversion({ state: 'problem', title: error.code === 'legacy-type-unmapped' ? error.message : title, explanation: error.code === 'legacy-type-unmapped' ? UNMAPPED_EXPLANATION : error.message });
        } else {
          setConversion({ state: 'problem', title, explanation: error instanceof ApiError && error.status === 404 ? 'This reference is no longer in your library.' : 'We could not load this reference. Please try again.' });
        }
      });
    return () => {
      current = false;
    };
  }, [legacyId, store, setDraft]);

  if (conversion.state === 'problem') {
    return (
      <WizardDialog title={UPDATE_TITLE} actions={<Button onClick={() => navigate(PATHS.MyReferenceLibrary)}>Back</Button>}>
        <div role="alert" className={styles.section}>
          <Subtitle2 as="h3">{conversion.title}</Subtitle2>
          <Body1>{conversion.explanation}</Body1>
        </div>
        <Body1>{SUPPORT_CONTACT}</Body1>
      </WizardDialog>
    );
  }

  const current = conversionDraft(draft, legacyId);
  const legacy = conversion.state === 'ready' ? conversion.legacy : undefined;
  const legacyFormat = legacy ? formatFromVersionId(legacy.formatVersionID) : undefined;
  return (
    <>
      <WizardDialog
        title={UPDATE_TITLE}
        step="Step 1 of 2: Check the existing data"
        wide
        actions={
          <>
            <Button onClick={() => navigate(PATHS.MyReferenceLibrary)}>Back</Button>
            <Button appearance="primary" disabled={!current || !canCreateReference(current.referenceTypeID, current.data, format)} onClick={() => navigate(step2Path(referenceId))}>
              Next
            </Button>
          </>
        }
      >
        {conversion.state === 'loading' || !current ? (
          <Spinner label="Loading your reference…" />
        ) : (
          <>
            <section className={styles.section} aria-labelledby="convert-original">
              <Subtitle2 as="h3" id="convert-original">
                Original reference{legacyFormat ? ` (${FORMAT_LABELS[legacyFormat]})` : ''}
              </Subtitle2>
              {legacy ? (
                <p className={styles.original} style={{ margin: 0 }}>
                  <FormattedText html={legacy.value} />
                </p>
              ) : (
                <Caption1>The original reference could not be shown.</Caption1>
              )}
            </section>
            <section className={styles.section} aria-labelledby="convert-updated">
              <Subtitle2 as="h3" id="convert-updated">
                Updated reference
              </Subtitle2>
              <Body1>Check the information we carried over from your original reference, and fill in anything missing.</Body1>
              {conversion.warnings.map((warning, index) => (
                <MessageBar key={index} intent="warning" layout="multiline">
                  <MessageBarBody>{warning.message}</MessageBarBody>
                </MessageBar>
              ))}
              <ReferenceForm referenceTypeID={current.referenceTypeID} data={current.data} format={format} onChange={(data) => setDraft({ ...current, data })} />
              <ReferencePreview referenceTypeID={current.referenceTypeID} data={current.data} format={format} />
            </section>
          </>
        )}
      </WizardDialog>
      {guard}
    </>
  );
}

export function ConvertStep2() {
  const navigate = useNavigate();
  const notify = useNotify();
  const loader = useLoader();
  const format = useDisplayFormat();
  const referenceId = useParams().referenceId ?? '';
  const [draft, setDraft] = useReferenceDraft();
  const done = useRef(false);
  const guard = useConversionGuard(referenceId, true, done);
  const notifyLibraryChanged = useNotifyLibraryChanged();
  const current = conversionDraft(draft, Number(referenceId));

  if (!current) return <Navigate to={done.current ? PATHS.MyReferenceLibrary : step1Path(referenceId)} replace />;

  const update = async () => {
    try {
      const reference = await loader.during(
        'convert-reference',
        libraryApi.create({
          referenceTypeId: current.referenceTypeID,
          uniqueId: newReferenceUniqueId(() => crypto.randomUUID()),
          legacyReferenceId: Number(referenceId),
          ...optionalFieldsForCreate({ nickname: current.nickname, note: current.note, tags: current.tags }),
          data: cleanReferenceData(current.data),
        }),
        'Updating your reference',
      );
      done.current = true;
      notifyLibraryChanged([reference.referenceID]);
      navigate(PATHS.MyReferenceLibrary);
      setDraft(undefined);
      notify.toast({ title: UPDATED_TOAST });
    } catch (error) {
      notify.error('Problem updating this reference', error instanceof ApiError ? error.message : undefined);
    }
  };

  return (
    <>
      <WizardDialog
        title={UPDATE_TITLE}
        step="Step 2 of 2: Confirm your reference"
        wide
        actions={
          <>
            <Button onClick={() => navigate(step1Path(referenceId))}>Back</Button>
            <Button appearance="primary" disabled={!canCreateReference(current.referenceTypeID, current.data, format)} onClick={() => void update()}>
              Next
            </Button>
          </>
        }
      >
        <ReferencePreview referenceTypeID={current.referenceTypeID} data={current.data} format={format} />
        <ConfirmFields
          showNickname
          nickname={current.nickname}
          note={current.note}
          tags={current.tags}
          onChange={({ nickname, note, tags }) => setDraft({ ...current, nickname, note, tags })}
        />
      </WizardDialog>
      {guard}
    </>
  );
}
