/** The library's references as the editor reads them (the paper's own calls are `paperApi`'s). */
import type { Reference } from '@ibid/engine';
import { libraryApi } from '../../api/library';

/** The library's references (archived ones too: a paper keeps citing them), as the engine reads them, by upper-case unique id. */
export async function libraryReferences(): Promise<Map<string, Reference>> {
  const page = await libraryApi.list({ archived: 'all' });
  // The api's references are the engine's shape with the library's bookkeeping added.
  return new Map(page.references.map((reference) => [reference.referenceUniqueID.toUpperCase(), reference as unknown as Reference]));
}
