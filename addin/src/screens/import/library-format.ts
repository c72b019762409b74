/** The format the create, import and conversion steps show and check references in. */
import { formatFromVersionId, isCurrentFormat, type CurrentFormatId } from '@ibid/engine';
import { useSession } from '../../state/session';

/** The customer's preferred format when it is a current one, else APA 7 (reference-library §9). */
export function useLibraryFormat(): CurrentFormatId {
  const { customer } = useSession();
  const preferred = customer ? formatFromVersionId(customer.preferredFormatVersionID) : undefined;
  return isCurrentFormat(preferred) ? preferred : 'apa7';
}
