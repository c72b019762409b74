/**
 * The lookup's review (CreateStep3ThirdParty, reference-library §2): the found reference in its type's form with
 * the output and the JSON box; Next once it can be created. Leaving after changing it asks first. Then the
 * confirm step (CreateStep4ThirdParty) is the creation wizard's.
 */
import { Body1, Button, Caption1 } from '@fluentui/react-components';
import { WEBPAGE_TYPE_ID, getReferenceType } from '@ibid/engine';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LIBRARY_PATHS, PATHS, libraryPath } from '../../app/paths';
import { ReferenceForm, ReferenceJsonBox, ReferencePreview, canCreateReference, cleanReferenceData } from '../../components/reference-form';
import { WizardDialog } from '../../components/wizard-dialog';
import { useAtomValue } from 'jotai';
import { useReferenceDraft, type ReferenceDraft } from '../../state/reference-draft';
import { ConfirmReferenceStep } from '../create/confirm-reference-step';
import { COMMON_FIELDS_NOTE } from '../create/create-step2';
import { isDraftDirty } from '../create/draft';
import { useDisplayFormat } from '../../state/display-format';
import { useLeaveGuard } from '../create/leave-guard';
import { DuplicateWarning } from './duplicate-warning';
import { lookupAtom, type LookupSession } from './lookup-store';
import { IMPORT_PATHS } from './paths';

export const REVIEW_INTRO = "Review and edit the information we found to make sure it's correct.";

const STEP1 = libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'common' });
const REVIEW = libraryPath(IMPORT_PATHS.CreateStep3ThirdParty);
const CONFIRM = libraryPath(IMPORT_PATHS.CreateStep4ThirdParty);

/** Whether the user changed what the lookup found (or, without the result at hand, entered anything). */
function changedFromResult(draft: ReferenceDraft, session: LookupSession | undefined): boolean {
  const found = session?.chosen?.referenceData;
  if (!found) return isDraftDirty(draft);
  return found.referenceTypeID !== draft.referenceTypeID || JSON.stringify(cleanReferenceData(found.data)) !== JSON.stringify(cleanReferenceData(draft.data));
}

export function LookupReviewStep() {
  const navigate = useNavigate();
  const format = useDisplayFormat();
  const [draft, setDraft] = useReferenceDraft();
  const session = useAtomValue(lookupAtom);
  const [duplicateAccepted, setDuplicateAccepted] = useState(false);
  const current = draft?.source === 'lookup' ? draft : undefined;
  const several = (session?.results.length ?? 0) > 1;
  const backTo = several ? libraryPath(IMPORT_PATHS.CreateStep2ThirdParty) : STEP1;
  const guard = useLeaveGuard({
    dirty: current ? changedFromResult(current, session) : false,
    passes: (pathname) => pathname === CONFIRM,
    onLeave: () => setDraft(undefined),
  });

  if (!current) return <Navigate to={STEP1} replace />;
  const type = getReferenceType(current.referenceTypeID);
  // The list shows the duplicate warning before a result is chosen; a lone result comes straight here.
  const duplicateOf = !several && !duplicateAccepted ? session?.chosen?.duplicateOf : undefined;

  return (
    <>
      <WizardDialog
        title={type.ok ? type.value.title : 'Create a new reference'}
        wide
        actions={
          <>
            <Button onClick={() => navigate(backTo)}>Back</Button>
            <Button appearance="primary" disabled={!canCreateReference(current.referenceTypeID, current.data, format) || Boolean(duplicateOf)} onClick={() => navigate(CONFIRM)}>
              Next
            </Button>
          </>
        }
      >
        <Body1 as="p">{REVIEW_INTRO}</Body1>
        {duplicateOf ? <DuplicateWarning duplicateOf={duplicateOf} onCreateDuplicate={() => setDuplicateAccepted(true)} /> : null}
        {/* The webpage type's form shows its own warning: works viewed online use the original work's type. */}
        {current.referenceTypeID === WEBPAGE_TYPE_ID ? null : <Caption1 as="p">{COMMON_FIELDS_NOTE}</Caption1>}
        <ReferenceForm referenceTypeID={current.referenceTypeID} data={current.data} format={format} onChange={(data) => setDraft({ ...current, data })} />
        <ReferencePreview referenceTypeID={current.referenceTypeID} data={current.data} format={format} />
        <ReferenceJsonBox data={current.data} />
      </WizardDialog>
      {guard}
    </>
  );
}

export function LookupConfirmStep() {
  const [draft] = useReferenceDraft();
  const type = draft ? getReferenceType(draft.referenceTypeID) : undefined;
  return (
    <ConfirmReferenceStep
      title={type?.ok ? type.value.title : 'Create a new reference'}
      step="Step 3 of 3: Confirm your reference"
      backTo={REVIEW}
      doneTo={PATHS.MyReferenceLibrary}
    />
  );
}
