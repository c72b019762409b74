/**
 * Create reference, step 2 of 3 (reference-library §2): the form of the chosen type with its output preview. Next
 * is enabled once the reference can be created; leaving with entered data, except to step 3, asks first.
 */
import { Button, Caption1, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { getReferenceType, getReferenceTypeBySlug } from '@ibid/engine';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LIBRARY_PATHS, TYPE_TABS, libraryPath, type TypeTab } from '../../app/paths';
import { ReferenceForm, ReferencePreview, canCreateReference } from '../../components/reference-form';
import { WizardDialog } from '../../components/wizard-dialog';
import { useStore } from 'jotai';
import { emptyDraft, referenceDraftAtom, useReferenceDraft } from '../../state/reference-draft';
import { isDraftDirty } from './draft';
import { useDisplayFormat } from '../../state/display-format';
import { useLeaveGuard } from './leave-guard';
import { CREATE_PATHS } from './paths';

export const COMMON_FIELDS_NOTE = 'Commonly used fields are outlined in blue.';

export function CreateStep2() {
  const navigate = useNavigate();
  const params = useParams();
  const tab: TypeTab = TYPE_TABS.find((t) => t === params.openReferenceTab) ?? 'common';
  const found = getReferenceTypeBySlug(params.referenceTypeSlug ?? '');
  const type = found.ok ? found.value : undefined;
  const [draft, setDraft] = useReferenceDraft();
  const store = useStore();
  const format = useDisplayFormat();

  // Arriving by address (or with another type's draft): start this type's blank form, once per type, so a
  // draft dropped on leaving is not started again.
  const current = draft && type && draft.referenceTypeID === type.id ? draft : undefined;
  const startedFor = useRef<number>(undefined);
  useEffect(() => {
    if (!type || startedFor.current === type.id) return;
    startedFor.current = type.id;
    if (store.get(referenceDraftAtom)?.referenceTypeID !== type.id) setDraft(emptyDraft(type.id));
  }, [type, store, setDraft]);

  const step3 = type ? libraryPath(CREATE_PATHS.CreateStep3, { openReferenceTab: tab, referenceTypeSlug: type.slug }) : '';
  const guard = useLeaveGuard({
    dirty: isDraftDirty(current),
    passes: (pathname) => pathname === step3,
    onLeave: () => setDraft(undefined),
  });

  if (!type) return <Navigate to={libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: 'common' })} replace />;
  if (!current) return null;

  const ready = canCreateReference(type.id, current.data, format);
  return (
    <>
      <WizardDialog
        title={type.title}
        step="Step 2 of 3: Add reference data"
        wide
        actions={
          <>
            <Button onClick={() => navigate(libraryPath(LIBRARY_PATHS.CreateStep1, { openReferenceTab: tab }))}>Back</Button>
            <Button appearance="primary" disabled={!ready} onClick={() => navigate(step3)}>
              Next
            </Button>
          </>
        }
      >
        {current.warning ? (
          <MessageBar intent="warning" layout="multiline">
            <MessageBarBody>{current.warning}</MessageBarBody>
          </MessageBar>
        ) : null}
        <Caption1 as="p">{COMMON_FIELDS_NOTE}</Caption1>
        <ReferenceForm
          referenceTypeID={type.id}
          data={current.data}
          format={format}
          onChange={(data) => setDraft({ ...current, data })}
          onSuggestType={(id) => {
            const suggested = getReferenceType(id);
            if (suggested.ok) navigate(libraryPath(CREATE_PATHS.CreateStep2, { openReferenceTab: tab, referenceTypeSlug: suggested.value.slug }));
          }}
        />
        <ReferencePreview referenceTypeID={type.id} data={current.data} format={format} />
      </WizardDialog>
      {guard}
    </>
  );
}
