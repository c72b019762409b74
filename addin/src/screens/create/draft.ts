/** Whether a creation step's draft holds work. */
import { cleanReferenceData } from '../../components/reference-form';
import type { ReferenceDraft } from '../../state/reference-draft';

/** A draft holds work once any field, the description or the tags has something in it. */
export function isDraftDirty(draft: ReferenceDraft | undefined): boolean {
  if (!draft) return false;
  return Object.keys(cleanReferenceData(draft.data)).length > 0 || draft.note.trim() !== '' || draft.tags.trim() !== '' || draft.nickname.trim() !== '';
}
