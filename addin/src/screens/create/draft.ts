/** What the creation steps read of the draft: whether it holds work, and the format it is checked in. */
import type { CurrentFormatId } from '@ibid/engine';
import { cleanReferenceData } from '../../components/reference-form';
import { displayFormatFor } from '../../state/library-list';
import type { ReferenceDraft } from '../../state/reference-draft';
import { useSession } from '../../state/session';

/** A draft holds work once any field, the description or the tags has something in it. */
export function isDraftDirty(draft: ReferenceDraft | undefined): boolean {
  if (!draft) return false;
  return Object.keys(cleanReferenceData(draft.data)).length > 0 || draft.note.trim() !== '' || draft.tags.trim() !== '' || draft.nickname.trim() !== '';
}

/** The library's display format: the customer's preferred one, APA 7 by default (reference-library §9). */
export function useDisplayFormat(): CurrentFormatId {
  const { customer } = useSession();
  return displayFormatFor(customer?.preferredFormatVersionID);
}
