/** The format references are shown in: the customer's preferred one (a legacy one shows its successor), APA 7 by default. */
import { currentFormatFromVersionId, type CurrentFormatId } from '@ibid/engine';
import { useSession } from './session';

export function useDisplayFormat(): CurrentFormatId {
  const { customer } = useSession();
  return currentFormatFromVersionId(customer?.preferredFormatVersionID);
}
