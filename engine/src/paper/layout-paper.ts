/**
 * `layoutPaper`: the paper's one formatting call (DESIGN.md "Papers", like citeproc's facade): every citation's text,
 * the notes, the figure/table/appendix labels, the reference list and the warnings, all at once.
 */
import { escapeHtml } from '../format/inline.js';
import { formatBibliographyEntries, formatCitation, type CitationOptions } from '../format/index.js';
import { FORMAT_LABELS, type CurrentFormatId } from '../formats.js';
import type { CitationItem, Formatted } from '../model/citation-item.js';
import type { Reference } from '../model/reference.js';
import { toCitationItem } from './citation-data.js';
import { withAffixes } from './citation-affixes.js';
import type { CitationLayout, FootnoteLayout, PaperLayout, PaperWarning, ReferenceEntryLayout } from './layout-types.js';
import { paperLabels } from './paper-labels.js';
import { paperProblems, paperReferences } from './paper-checks.js';
import { layoutFormat, paperTypeOf, type PaperType } from './paper-types.js';
import { walkPaper, type NoteSource } from './paper-walk.js';
import { paperReferenceListTitle } from './reference-list-title.js';
import type { AnnotationNode, CitationNode, PaperDocument } from './schema.js';

/** What stands for a citation none of whose references the paper holds. */
const MISSING_REFERENCE_TEXT = '[missing reference]';

const plain = (text: string): Formatted => ({ text, html: escapeHtml(text) });

/** Typed footnote text: italic marks kept (the only mark `Formatted` carries), line breaks as new lines. */
function footnoteText(node: Extract<NoteSource, { type: 'footnote' }>['node']): Formatted {
  let text = '';
  let html = '';
  for (const inline of node.content) {
    const piece = inline.type === 'text' ? inline.text : '\n';
    text += piece;
    const escaped = escapeHtml(piece);
    html += inline.type === 'text' && inline.marks?.some((mark) => mark.type === 'italic') ? `<i>${escaped}</i>` : escaped;
  }
  return { text, html };
}

/** Bookmark names for the entries: Word allows letters, digits and underscores, 40 characters at most. */
const anchorOf = (index: number) => `ibid_ref_${index + 1}`;

interface CitationContext {
  format: CurrentFormatId;
  references: readonly Reference[];
  byId: Map<string, Reference>;
  /** References already cited, by upper-case id, in document order. */
  cited: Set<string>;
}

/**
 * One citation atom's forms. A citation is a first use when it cites at least one of its references for the first
 * time: a source new to the reader then gets its full note (Turabian) or its group abbreviation introduced (APA).
 */
function citationForms(node: CitationNode, context: CitationContext): Omit<CitationLayout, 'text' | 'note'> {
  const { citationUniqueID, items, prefix, suffix, narrative } = node.attrs;
  const present: CitationItem[] = [];
  const missing: string[] = [];
  let firstUse = false;
  for (const item of items) {
    const reference = context.byId.get(item.referenceUniqueID);
    if (!reference) {
      missing.push(item.referenceUniqueID);
      continue;
    }
    present.push(toCitationItem(item, reference));
    if (!context.cited.has(item.referenceUniqueID)) firstUse = true;
    context.cited.add(item.referenceUniqueID);
  }
  const use = firstUse ? 'first' : 'subsequent';
  if (present.length === 0) {
    const text = plain(MISSING_REFERENCE_TEXT);
    return { citationUniqueID, use, first: text, subsequent: text, missing };
  }
  // The same array for every citation, so disambiguation (2020a, initials) holds across the paper.
  const options: CitationOptions = { context: context.references, ...(context.format === 'apa7' && narrative && { narrative: true }) };
  const forms = formatCitation(present, context.format, options);
  return {
    citationUniqueID,
    use,
    first: withAffixes(forms.first, prefix, suffix),
    subsequent: withAffixes(forms.subsequent, prefix, suffix),
    missing,
  };
}

function referenceList(
  type: PaperType,
  format: CurrentFormatId,
  title: string,
  references: readonly Reference[],
  cited: Set<string>,
  annotations: readonly AnnotationNode[],
): PaperLayout['referenceList'] {
  const annotationOf = new Map<string, AnnotationNode>();
  for (const annotation of annotations) {
    if (!annotationOf.has(annotation.attrs.referenceUniqueID)) annotationOf.set(annotation.attrs.referenceUniqueID, annotation);
  }
  const entries = formatBibliographyEntries(references, format).map(({ reference, text }, index): ReferenceEntryLayout => {
    const referenceUniqueID = reference.referenceUniqueID?.toUpperCase() ?? '';
    const annotation = annotationOf.get(referenceUniqueID);
    return { referenceUniqueID, text, cited: cited.has(referenceUniqueID), anchor: anchorOf(index), ...(annotation && { annotation }) };
  });
  return { title: title.trim() || paperReferenceListTitle(type), entries };
}

/**
 * Lays out a paper against its references (every reference of the paper, cited or not: the list holds them all).
 * Citations are formatted in document order in the paper type's format (a legacy type in its successor, with a
 * 'legacy-format' warning): APA and MLA in the text, Turabian as footnotes numbered together with the typed
 * footnotes, a full note on a source's first citation and a short note after. A repeated citation id is laid out
 * once. Nothing is cached between calls.
 */
export function layoutPaper(doc: PaperDocument, references: readonly Reference[]): PaperLayout {
  const type = paperTypeOf(doc.attrs.paperTypeID);
  const format = layoutFormat(type);
  const walk = walkPaper(doc);
  const { list, byId } = paperReferences(references);
  const warnings: PaperWarning[] = [];
  if (type.legacy) {
    warnings.push({ code: 'legacy-format', message: `${FORMAT_LABELS[type.format]} is no longer the standard: this paper is formatted in ${FORMAT_LABELS[format]}.` });
  }
  warnings.push(...paperProblems(walk, type, { list, byId }));

  const context: CitationContext = { format, references: list, byId, cited: new Set() };
  const citations: Record<string, CitationLayout> = {};
  const citationOrder: string[] = [];
  const footnotes: FootnoteLayout[] = [];
  const notes = format === 'turabian9';
  for (const source of walk.notes) {
    if (source.type === 'footnote') {
      footnotes.push({ number: footnotes.length + 1, text: footnoteText(source.node) });
      continue;
    }
    const id = source.node.attrs.citationUniqueID;
    if (Object.hasOwn(citations, id)) continue;
    const forms = citationForms(source.node, context);
    const chosen = forms.use === 'first' ? forms.first : forms.subsequent;
    citationOrder.push(id);
    if (notes) {
      const number = footnotes.length + 1;
      footnotes.push({ number, citationUniqueID: id, text: chosen });
      citations[id] = { ...forms, text: { text: String(number), html: `<sup>${number}</sup>` }, note: { number, text: chosen } };
    } else {
      citations[id] = { ...forms, text: chosen };
    }
  }

  const listNode = doc.content.find((node) => node.type === 'referenceList');
  return {
    paperTypeID: type.id,
    format,
    citations,
    citationOrder,
    footnotes,
    labels: paperLabels(walk, format),
    referenceList: referenceList(type, format, listNode?.attrs.title ?? '', list, context.cited, walk.annotations),
    warnings,
  };
}
