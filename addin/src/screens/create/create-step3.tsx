/** Create reference, step 3 of 3 (reference-library §2): confirm the manual wizard's reference. */
import { getReferenceTypeBySlug } from '@ibid/engine';
import { useParams } from 'react-router';
import { TYPE_TABS, libraryPath, type TypeTab } from '../../app/paths';
import { ConfirmReferenceStep } from './confirm-reference-step';
import { CREATE_PATHS } from './paths';

export function CreateStep3() {
  const params = useParams();
  const tab: TypeTab = TYPE_TABS.find((t) => t === params.openReferenceTab) ?? 'common';
  const slug = params.referenceTypeSlug ?? '';
  const type = getReferenceTypeBySlug(slug);
  return (
    <ConfirmReferenceStep
      title={type.ok ? type.value.title : 'Create a new reference'}
      step="Step 3 of 3: Confirm your reference"
      backTo={libraryPath(CREATE_PATHS.CreateStep2, { openReferenceTab: tab, referenceTypeSlug: slug || 'unknown' })}
    />
  );
}
