/**
 * The confirm step of every creation flow (reference-library §2, §4, §7): the output, the optional Description and
 * Tags, Back and Create. Create posts the draft with a new upper-case unique id, adds the type to the Recent list
 * when the reference has a value in the format, tells the library and the app's other windows (a paper's pane may be
 * waiting for it), drops the draft and closes. Used by the manual wizard's step 3, the lookup's step 4 and the .bib
 * import's final step.
 */
import { Button } from '@fluentui/react-components';
import { newReferenceUniqueId, optionalFieldsForCreate } from '@ibid/engine';
import { useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { libraryApi } from '../../api/library';
import { ApiError } from '../../api/http';
import { LIBRARY_PATHS, PATHS, libraryPath } from '../../app/paths';
import { ConfirmFields, ReferencePreview, canCreateReference, cleanReferenceData } from '../../components/reference-form';
import { WizardDialog } from '../../components/wizard-dialog';
import { useLoader } from '../../shell/loader';
import { useNotify } from '../../shell/notify';
import { announceCreatedReference } from '../../state/created-references';
import { useNotifyLibraryChanged } from '../../state/library-changed';
import { useSetAtom } from 'jotai';
import { recentTypeIdsAtom, useReferenceDraft } from '../../state/reference-draft';
import { isDraftDirty } from './draft';
import { useDisplayFormat } from '../../state/display-format';
import { useLeaveGuard } from './leave-guard';

export const CREATED_TOAST = 'Reference created';

export interface ConfirmReferenceStepProps {
  /** The dialog's title, e.g. the type's name. */
  title: string;
  /** e.g. 'Step 3 of 3: Confirm your reference'. */
  step: string;
  /** Where Back goes (the review step); it passes the leave warning. */
  backTo: string;
  /** Where the dialog goes once the reference is created; the library by default. */
  doneTo?: string;
  /** Where a flow without a chosen type goes; step 1 on the Common tab by default (reference-library §4). */
  noTypeTo?: string;
}

export function ConfirmReferenceStep({
  title,
  step,
  backTo,
  doneTo = PATHS.MyReferenceLibrary,
  noTypeTo = libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'common' }),
}: ConfirmReferenceStepProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const loader = useLoader();
  const format = useDisplayFormat();
  const [draft, setDraft] = useReferenceDraft();
  const addRecentType = useSetAtom(recentTypeIdsAtom);
  const notifyLibraryChanged = useNotifyLibraryChanged();
  const created = useRef(false);
  const guard = useLeaveGuard({
    dirty: isDraftDirty(draft) && !created.current,
    passes: (pathname) => created.current || pathname === backTo.split('?')[0],
    onLeave: () => setDraft(undefined),
  });

  // Once created, the draft is dropped while the dialog is on its way out: stay put instead of restarting at step 1.
  if (!draft || !draft.referenceTypeID) return created.current ? null : <Navigate to={noTypeTo} replace />;

  const create = async () => {
    try {
      const reference = await loader.during(
        'create-reference',
        libraryApi.create({
          referenceTypeId: draft.referenceTypeID,
          uniqueId: newReferenceUniqueId(() => crypto.randomUUID()),
          ...(draft.legacyReferenceId ? { legacyReferenceId: draft.legacyReferenceId } : {}),
          ...optionalFieldsForCreate({ note: draft.note, tags: draft.tags, nickname: draft.nickname }),
          data: cleanReferenceData(draft.data),
        }),
        'Creating your reference',
      );
      if (reference.values[format]?.value) addRecentType(reference.referenceTypeID);
      created.current = true;
      notifyLibraryChanged([reference.referenceID]);
      announceCreatedReference(reference.referenceUniqueID);
      setDraft(undefined);
      navigate(doneTo);
      notify.toast({ title: CREATED_TOAST });
    } catch (error) {
      notify.error('Problem creating this reference', error instanceof ApiError ? error.message : undefined);
    }
  };

  return (
    <>
      <WizardDialog
        title={title}
        step={step}
        wide
        actions={
          <>
            <Button onClick={() => navigate(backTo)}>Back</Button>
            <Button appearance="primary" disabled={!canCreateReference(draft.referenceTypeID, draft.data, format)} onClick={() => void create()}>
              Create
            </Button>
          </>
        }
      >
        <ReferencePreview referenceTypeID={draft.referenceTypeID} data={draft.data} format={format} />
        <ConfirmFields note={draft.note} tags={draft.tags} onChange={({ note, tags }) => setDraft({ ...draft, note, tags })} />
      </WizardDialog>
      {guard}
    </>
  );
}
