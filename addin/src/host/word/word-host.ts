/// <reference types="office-js" />
/**
 * The Word `DocumentHost` (DESIGN.md "Two editors, one DocumentHost"): the paper is the open Word document, in the
 * exchange format the engine writes and reads (citations in controls tagged `ibid:citation:<id>` with their data in
 * the paper's custom XML part, the reference list in `ibid:reference-list`, the record's ids and the title page in
 * the custom properties). Each user action is one `Word.run` batch (word-session.ts); after each change the
 * citations' texts and the reference list are laid out again (`layoutPaper`) in the same batch.
 */
import { layoutPaper } from '@ibid/engine/paper';
import { PAPER_DOCUMENT_TYPES } from '../../api/papers';
import { HostError, type DocumentHost, type HostPaper } from '../document-host';
import { hostPaper } from '../host-paper';
import { citationCalls } from './citation-calls';
import { WORD_MESSAGES } from './messages';
import { toBase64 } from './office';
import { documentPaper, readProperties, writeProperties } from './properties';
import { sectionCalls } from './section-calls';
import { createWordSession, hostError, type WordHostOptions } from './word-session';

export type { WordHostOptions, WordPaperApi } from './word-session';

export function createWordHost(options: WordHostOptions): DocumentHost {
  const session = createWordSession(options);
  const { word, api, persist, paperReferences, readDocument } = session;
  const host: DocumentHost = {
    async paper(): Promise<HostPaper | undefined> {
      try {
        const paper = documentPaper(await word.run(readProperties));
        if (!paper.type || !paper.paperGUID) return undefined;
        // A paper without a title page keeps its course and instructor on its record only.
        const record = paper.titlePage ? session.record() : await session.loadRecord();
        return hostPaper({ paperGUID: paper.paperGUID, paperTypeID: paper.type.id, titlePage: paper.titlePage, name: paper.title || record?.title || '', record: record?.course, advancedMode: paper.advancedMode });
      } catch (error) {
        throw hostError(error);
      }
    },
    async paperFormat(fallback) {
      const paper = await host.paper();
      return paper?.format ?? fallback;
    },
    async layout() {
      const document = await host.paperDocument();
      if (!document) throw new HostError('no-paper', WORD_MESSAGES['no-paper']);
      return layoutPaper(document, await paperReferences());
    },
    async paperDocument() {
      return readDocument();
    },

    async save(action) {
      try {
        await persist(action === 'Manual Save' ? 'Manual Save' : 'Auto Save');
      } catch (error) {
        throw hostError(error);
      }
    },
    async createCleanCopy() {
      try {
        await persist('Auto Save');
        const { blob } = await api.document(session.record()!.paperGUID, PAPER_DOCUMENT_TYPES.simple);
        const base64 = toBase64(new Uint8Array(await blob.arrayBuffer()));
        await word.run(async (context) => {
          // §4: the copy is built, then the paper is marked as reviewed; the copy opens as a document of its own.
          writeProperties(context, { PaperReviewAem: 'true' });
          context.application.createDocument(base64).open();
          await context.sync();
        });
      } catch (error) {
        throw hostError(error);
      }
    },
    subscribe: session.subscribe,
    ...citationCalls(session),
    ...sectionCalls(session),
  };
  return host;
}
