/// <reference types="office-js" />
/**
 * WordHost's citations and references: a citation is an inline control tagged `ibid:citation:<id>`, locked, whose
 * data is in the paper's custom XML part; each change lays out every citation and the reference list again in its
 * batch. Citations go in the paper's text, its abstract and appendices, never in another control.
 */
import { CONTROL_KINDS, controlTag, type CitationNode } from '@ibid/engine/paper';
import { HostError, sameReference, type CitationAttrs, type DocumentHost, type PaperReference } from '../document-host';
import { controlsOf, type IbidControl } from './controls';
import { WORD_MESSAGES } from './messages';
import { removeControl } from './render';
import type { WordSession } from './word-session';

/** Where citations may stand: the paper's text, its abstract and appendices, not in any other control. */
const CITABLE_PARENTS = new Set<string>([controlTag('abstract')]);
export const inAppendix = (tag: string) => tag.startsWith(controlTag('appendix', ''));
const citationAllowed = (parent: Word.ContentControl) => parent.isNullObject || CITABLE_PARENTS.has(parent.tag) || inAppendix(parent.tag);

type CitationCalls = Pick<DocumentHost, 'references' | 'addReferences' | 'removeReference' | 'insertCitation' | 'citation' | 'updateCitation' | 'removeCitation' | 'revealCitation'>;

export function citationCalls(session: WordSession): CitationCalls {
  const { batch, paperReferences, loadRecord, changeReferences, laidOut, layoutOf, citationControl, cursor, requireData, refuseInAdvancedMode } = session;
  return {
    async references(): Promise<PaperReference[]> {
      const references = await paperReferences();
      const { ids } = session.record()!;
      return batch(
        (b) => {
          if (b.paper.advancedMode) return ids.map((referenceUniqueID) => ({ referenceUniqueID, citations: [] }));
          const layout = layoutOf(b, b.citations, references);
          return ids.map((referenceUniqueID) => ({
            referenceUniqueID,
            citations: b.citations
              .filter((c) => c.attrs.items.some((item) => sameReference(item.referenceUniqueID, referenceUniqueID)))
              .map((c) => ({ citationUniqueID: c.attrs.citationUniqueID, displayValue: layout.citations[c.attrs.citationUniqueID]?.text.text ?? '' })),
          }));
        },
        { change: false },
      );
    },
    async addReferences(uniqueIds) {
      const { ids } = await loadRecord();
      const added = uniqueIds.map((id) => id.toUpperCase()).filter((id, index, all) => !ids.includes(id) && all.indexOf(id) === index);
      if (added.length > 0) await changeReferences([...ids, ...added], (b, references) => laidOut(b, b.citations, references)(controlsOf(b.controls, 'citation')));
    },
    async removeReference(uniqueId) {
      const { ids } = await loadRecord();
      await changeReferences(
        ids.filter((id) => !sameReference(id, uniqueId)),
        (b, references) => {
          // A citation of this reference alone goes; a group citation keeps its other references.
          const edited = b.citations.map((citation) => ({ citation, items: citation.attrs.items.filter((item) => !sameReference(item.referenceUniqueID, uniqueId)) }));
          const citations = edited.filter(({ items }) => items.length > 0).map(({ citation, items }): CitationNode => ({ ...citation, attrs: { ...citation.attrs, items } }));
          const draw = laidOut(b, citations, references);
          for (const { citation } of edited.filter(({ items }) => items.length === 0)) removeControl(citationControl(b, citation.attrs.citationUniqueID)!.control, false);
          b.data?.write(citations);
          draw(citations.map((c) => citationControl(b, c.attrs.citationUniqueID)!));
        },
      );
    },
    async insertCitation(citation) {
      const references = await paperReferences();
      await batch(async (b) => {
        refuseInAdvancedMode(b);
        const data = requireData(b);
        const { at, parent } = await cursor(b);
        if (!citationAllowed(parent)) throw new HostError('citation-placement', WORD_MESSAGES['citation-placement']);
        // Where the new citation stands among the others: their order numbers and words them (APA's first use, notes).
        const existing = controlsOf(b.controls, 'citation');
        const relations = existing.map(({ control }) => at.compareLocationWith(control.getRange('Whole')));
        await b.context.sync();
        const index = relations.filter((relation) => !/^(Before|AdjacentBefore|InsideStart)$/.test(relation.value)).length;
        const held = existing.filter((c) => b.citations.some((n) => n.attrs.citationUniqueID === c.id));
        const position = held.filter((c) => existing.indexOf(c) < index).length;
        const citations = [...b.citations];
        citations.splice(position, 0, { type: 'citation', attrs: citation });
        const draw = laidOut(b, citations, references);
        const control = at.insertContentControl();
        control.tag = controlTag('citation', citation.citationUniqueID);
        control.title = CONTROL_KINDS.citation.alias;
        control.appearance = 'BoundingBox';
        control.cannotDelete = false;
        const controls: IbidControl[] = [...held];
        controls.splice(position, 0, { control, kind: 'citation', id: citation.citationUniqueID });
        data.write(citations);
        draw(controls);
        control.getRange('After').select('Start');
      });
    },
    async citation(citationUniqueID) {
      return batch((b) => (citationControl(b, citationUniqueID) ? b.citations.find((c) => c.attrs.citationUniqueID === citationUniqueID)?.attrs : undefined), { change: false });
    },
    async updateCitation(citation: CitationAttrs) {
      const references = await paperReferences();
      await batch((b) => {
        refuseInAdvancedMode(b);
        const data = requireData(b);
        if (!b.citations.some((c) => c.attrs.citationUniqueID === citation.citationUniqueID)) throw new HostError('failed', 'That citation is no longer in the paper.');
        const citations = b.citations.map((c) => (c.attrs.citationUniqueID === citation.citationUniqueID ? { ...c, attrs: citation } : c));
        const draw = laidOut(b, citations, references);
        data.write(citations);
        draw(citations.map((c) => citationControl(b, c.attrs.citationUniqueID)!));
      });
    },
    async removeCitation(citationUniqueID) {
      const references = await paperReferences();
      await batch((b) => {
        const found = citationControl(b, citationUniqueID);
        if (!found) return;
        const citations = b.citations.filter((c) => c.attrs.citationUniqueID !== citationUniqueID);
        const draw = laidOut(b, citations, references);
        removeControl(found.control, false);
        b.data?.write(citations);
        draw(citations.map((c) => citationControl(b, c.attrs.citationUniqueID)!));
      });
    },
    async revealCitation(citationUniqueID) {
      await batch((b) => {
        const found = citationControl(b, citationUniqueID);
        if (!found) throw new HostError('failed', 'That citation is no longer in the paper.');
        found.control.select('Select');
      });
    },
  };
}
