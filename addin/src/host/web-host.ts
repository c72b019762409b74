/**
 * The browser editor's document: the paper kept in the browser's storage, so the web app works for people
 * without Word. One paper per browser profile until papers are created and saved to the api.
 */
import type { CurrentFormatId } from '@ibid/engine';
import { sameReference, type DocumentHost, type PaperReference } from './document-host';

interface StoredPaper {
  format: CurrentFormatId;
  references: PaperReference[];
}

export const WEB_PAPER_KEY = 'ibid.webPaper';

export function createWebHost(storage: Storage = localStorage, key = WEB_PAPER_KEY): DocumentHost {
  const read = (): StoredPaper | undefined => {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as StoredPaper) : undefined;
  };
  const write = (paper: StoredPaper) => storage.setItem(key, JSON.stringify(paper));
  const paperOr = (fallback: CurrentFormatId): StoredPaper => read() ?? { format: fallback, references: [] };

  return {
    async paperFormat(fallback) {
      const paper = paperOr(fallback);
      if (!read()) write(paper);
      return paper.format;
    },
    async references() {
      return read()?.references ?? [];
    },
    async addReferences(uniqueIds) {
      const paper = paperOr('apa7');
      for (const id of uniqueIds) {
        if (!paper.references.some((r) => sameReference(r.referenceUniqueID, id))) paper.references.push({ referenceUniqueID: id.toUpperCase(), citations: [] });
      }
      write(paper);
    },
    async removeReference(uniqueId) {
      const paper = read();
      if (!paper) return;
      write({ ...paper, references: paper.references.filter((r) => !sameReference(r.referenceUniqueID, uniqueId)) });
    },
  };
}
