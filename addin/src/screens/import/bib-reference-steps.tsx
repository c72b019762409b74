/**
 * The .bib import's steps for one reference (reference-library §2 .bib import): the type step for an entry of
 * unknown type (48), the review ('Reference Import'), and the final confirm step.
 */
import { Body1, Button, Caption1 } from '@fluentui/react-components';
import { MISC_TYPE_ID, getReferenceType, type ReferenceType } from '@ibid/engine';
import { Navigate, useNavigate } from 'react-router';
import { LIBRARY_PATHS, libraryPath } from '../../app/paths';
import { ReferenceForm, ReferenceJsonBox, ReferencePreview, canCreateReference } from '../../components/reference-form';
import { WizardDialog } from '../../components/wizard-dialog';
import { useReferenceDraft } from '../../state/reference-draft';
import { ConfirmReferenceStep } from '../create/confirm-reference-step';
import { COMMON_FIELDS_NOTE } from '../create/create-step2';
import { useDisplayFormat } from '../../state/display-format';
import { TypeFinder, creatableTypes } from '../create/step1-type-list';
import { useAtom, useAtomValue } from 'jotai';
import { BIB_PATHS, bibImportAtom, type BibImportSession } from './bib-import-store';

export const IMPORT_TITLE = 'Reference Import';

/** Where Back leaves the import's first step for: the summary when adding one of its entries, else the drop zone. */
function importStart(session: BibImportSession | undefined): string {
  return session?.adding === undefined ? BIB_PATHS.file : BIB_PATHS.summary;
}

/** ImportFromBibStep2SelectType: the entry's preview and the types to choose from (never Miscellaneous). */
export function BibSelectTypeStep() {
  const navigate = useNavigate();
  const format = useDisplayFormat();
  const [draft, setDraft] = useReferenceDraft();
  const [session, setSession] = useAtom(bibImportAtom);
  if (draft?.source !== 'bib') return <Navigate to={BIB_PATHS.file} replace />;
  const choose = (type: ReferenceType) => {
    setDraft({ ...draft, referenceTypeID: type.id });
    setSession({ ...session, typePicked: true });
    navigate(BIB_PATHS.matched);
  };
  return (
    <WizardDialog
      title="Import a reference"
      step="Step 2 of 4: Select the reference type"
      wide
      actions={<Button onClick={() => navigate(importStart(session))}>Back</Button>}
    >
      <Body1 as="p">We couldn't tell what kind of source this is. Choose the reference type that matches it.</Body1>
      <ReferencePreview referenceTypeID={MISC_TYPE_ID} data={draft.data} format={format} />
      <TypeFinder types={creatableTypes(format)} onChoose={choose} />
    </WizardDialog>
  );
}

/** ImportFromBibStep2Matched: the imported reference in its type's form, with its output. */
export function BibReviewStep() {
  const navigate = useNavigate();
  const format = useDisplayFormat();
  const [draft, setDraft] = useReferenceDraft();
  const session = useAtomValue(bibImportAtom);
  if (draft?.source !== 'bib') return <Navigate to={BIB_PATHS.file} replace />;
  if (draft.referenceTypeID === MISC_TYPE_ID) return <Navigate to={BIB_PATHS.selectType} replace />;
  const back = session?.typePicked ? BIB_PATHS.selectType : importStart(session);
  return (
    <WizardDialog
      title={IMPORT_TITLE}
      step="Step 3 of 4: Review and edit your reference"
      wide
      actions={
        <>
          <Button onClick={() => navigate(back)}>Back</Button>
          <Button appearance="primary" disabled={!canCreateReference(draft.referenceTypeID, draft.data, format)} onClick={() => navigate(BIB_PATHS.final)}>
            Next
          </Button>
        </>
      }
    >
      <Body1 as="p">Review and edit the information from your file to make sure it's correct.</Body1>
      <Caption1 as="p">{COMMON_FIELDS_NOTE}</Caption1>
      <ReferenceForm referenceTypeID={draft.referenceTypeID} data={draft.data} format={format} onChange={(data) => setDraft({ ...draft, data })} />
      <ReferencePreview referenceTypeID={draft.referenceTypeID} data={draft.data} format={format} />
      <ReferenceJsonBox data={draft.data} />
    </WizardDialog>
  );
}

/** ImportFromBibStep3Final: the output, Description and Tags; Create returns to step 1 (or to the import's summary). */
export function BibFinalStep() {
  const [draft] = useReferenceDraft();
  const adding = useAtomValue(bibImportAtom)?.adding;
  const type = draft ? getReferenceType(draft.referenceTypeID) : undefined;
  const done = adding === undefined ? libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'common' }) : BIB_PATHS.added(adding);
  return (
    <ConfirmReferenceStep
      title={type?.ok ? `${IMPORT_TITLE}: ${type.value.title}` : IMPORT_TITLE}
      step="Step 4 of 4: Confirm your reference"
      backTo={BIB_PATHS.matched}
      doneTo={done}
    />
  );
}
