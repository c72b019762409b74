/// <reference types="office-js" />
/**
 * WordHost's title page and sections (word-addin §2.9-2.11): each part a block control tagged as the writer tags
 * it; the title page drawn from the document properties; text styles; the paper type switch and Advanced Edit Mode.
 */
import { CONTROL_KINDS, FORMAT_RULES, getPaperType, layoutFormat, parseControlTag } from '@ibid/engine/paper';
import { HostError, type DocumentSectionCalls } from '../document-host';
import { inAppendix } from './citation-calls';
import { controlsOf, type IbidControl } from './controls';
import { WORD_MESSAGES } from './messages';
import { supports, WORD_API } from './office';
import { documentPaper, TITLE_PROPERTIES, writeProperties } from './properties';
import { removeControl, setStyle } from './render';
import { captionedLines, captionLines, insertPart, noteLine, redrawTitlePage, titlePageText, type PartLine } from './sections';
import type { Batch, WordSession } from './word-session';

/** A caption's label: "Figure 1", "Fig. 1", "Table A2" (then a title on the same line, or none). */
const CAPTION_LABEL = /^(?:Figure|Fig\.|Table)\s+[A-Z]?\d+/;

/** A figure's or table's caption given its new label, where the number changed (the rest of its line kept). */
function relabel(paragraphs: readonly Word.Paragraph[], label: string | undefined): void {
  const caption = paragraphs.find((paragraph) => CAPTION_LABEL.test(paragraph.text));
  const current = caption?.text.match(CAPTION_LABEL)?.[0];
  if (!caption || !label || current === label) return;
  caption.insertText(caption.text.replace(CAPTION_LABEL, label), 'Replace');
}

/** Figures and tables go after a paragraph of the text or of an appendix. */
const blockAllowed = (parent: Word.ContentControl) => parent.isNullObject || inAppendix(parent.tag);

const stripDataUrl = (src: string) => src.replace(/^data:[^,]*,/, '');


export function sectionCalls(session: WordSession): DocumentSectionCalls {
  const { batch, paperReferences, persist, laidOut, newLabel, layoutOf, cursor, office, newId } = session;

  /**
   * A figure or table after the cursor's paragraph (in the text or an appendix), numbered after the others, its
   * caption and note placed by the format's rules; refused with the spec's message anywhere else.
   */
  async function insertCaptioned(kind: 'figure' | 'table', title: string, includeNotes: boolean, thing: PartLine) {
    const references = await paperReferences();
    await batch(async (b) => {
      const { at, parent } = await cursor(b);
      const refusal = `${kind}-placement` as const;
      if (!blockAllowed(parent)) throw new HostError(refusal, WORD_MESSAGES[refusal]);
      // Where it stands among the other figures and tables, and their captions' lines: they may number on by one.
      const others = b.controls.filter((c) => c.kind === 'figure' || c.kind === 'table');
      const relations = others.map(({ control }) => at.compareLocationWith(control.getRange('Whole')));
      const captions = others.map(({ control }) => control.paragraphs.load('items/text'));
      await b.context.sync();
      const before = relations.filter((relation) => !/^(Before|AdjacentBefore)$/.test(relation.value)).length;
      const id = newId();
      // In an appendix it is numbered with the appendix's letter ("Figure A1").
      const appendix = parent.isNullObject ? undefined : parseControlTag(parent.tag)?.id;
      const next = others[before];
      const controls: Pick<IbidControl, 'kind' | 'id' | 'appendix'>[] = [...b.controls];
      controls.splice(next ? controls.indexOf(next) : controls.length, 0, { kind, id, appendix });
      const { labels } = layoutOf(b, b.citations, references, controls);
      const rules = FORMAT_RULES[layoutFormat(b.type)];
      const rule = rules[kind];
      const lines = captionedLines(rule, captionLines(rule, labels[id]?.label ?? CONTROL_KINDS[kind].alias, title), thing, noteLine(rules, includeNotes ? 'Note text.' : ''));
      insertPart(at.paragraphs.getLast().insertParagraph('', 'After'), kind, id, lines);
      others.forEach((other, index) => relabel(captions[index]!.items, labels[other.id]?.label));
    });
  }

  /** Inserts a front part (abstract, contents) in its place after the title page, unless the document has one. */
  async function insertFront(kind: 'abstract' | 'table-of-contents', lines: (b: Batch) => PartLine[], field?: boolean) {
    await batch(async (b) => {
      if (controlsOf(b.controls, kind).length > 0) return;
      // Front matter order: title page, abstract, table of contents.
      const before = controlsOf(b.controls, 'title-page').concat(kind === 'table-of-contents' ? controlsOf(b.controls, 'abstract') : []).at(-1);
      const paragraph = before ? before.control.insertParagraph('', 'After') : b.context.document.body.insertParagraph('', 'Start');
      const { control, last } = insertPart(paragraph, kind, undefined, lines(b));
      if (field) {
        const paragraph = control.insertParagraph('', 'End');
        if (supports(office, WORD_API.fields)) paragraph.getRange('Start').insertField('Start', 'TOC', '\\o "1-3" \\h \\z \\u', true);
        else paragraph.insertOoxml(tocOoxml, 'Replace');
      } else last?.select('End');
    });
  }

  /** The title page's control and its paragraphs, their text loaded (a read, before the batch changes anything). */
  async function titlePage(b: Batch) {
    const page = controlsOf(b.controls, 'title-page')[0];
    if (!page) return undefined;
    const paragraphs = page.control.paragraphs.load('items/text');
    await b.context.sync();
    return { control: page.control, paragraphs: paragraphs.items };
  }

  return {
    async updateTitlePage(fields) {
      const references = await paperReferences();
      const before = { ...session.record()!, course: { ...session.record()!.course } };
      await batch(async (b) => {
        const page = await titlePage(b);
        const values = Object.fromEntries(
          Object.entries(TITLE_PROPERTIES).flatMap(([field, property]) => {
            const value = fields[field as keyof typeof TITLE_PROPERTIES];
            return value === undefined ? [] : [[property, value]];
          }),
        );
        const properties = new Map([...b.properties, ...Object.entries(values)]);
        const paper = documentPaper(properties);
        // An annotated bibliography's list is headed by the paper's title.
        const draw = laidOut({ ...b, properties, paper }, b.citations, references);
        writeProperties(b.context, values);
        if (page && paper.titlePage) redrawTitlePage(page.control, page.paragraphs, titlePageText(b.type.id, { ...paper.titlePage, authorNote: fields.authorNote ?? '' }));
        draw(controlsOf(b.controls, 'citation'));
        // A paper without a title page keeps its name, course and instructor on its record: changed there, saved at once.
        if (!paper.titlePage) {
          const record = session.record()!;
          record.title = fields.title ?? record.title;
          record.course = { course: fields.course ?? record.course.course, teacher: fields.teacher ?? record.course.teacher };
        }
      });
      const after = session.record()!;
      if (after.title !== before.title || after.course.course !== before.course.course || after.course.teacher !== before.course.teacher) await persist('Auto Save');
    },
    async customizeTitlePage() {
      await batch((b) => {
        for (const page of controlsOf(b.controls, 'title-page')) {
          removeControl(page.control, true);
        }
        writeProperties(b.context, { CustomTitlePage: 'true' });
      });
    },
    async insertTableOfContents() {
      await insertFront('table-of-contents', (b) => [{ text: FORMAT_RULES[layoutFormat(b.type)].contentsTitle, style: 'SectionTitle' }], true);
    },
    async insertAbstract() {
      await insertFront('abstract', () => [{ text: 'Abstract', style: 'SectionTitle' }, { text: '' }]);
    },
    async insertAppendix() {
      const references = await paperReferences();
      await batch((b) => {
        const id = newId();
        const label = newLabel(b, 'appendix', id, references);
        const { last } = insertPart(b.context.document.body.insertParagraph('', 'End'), 'appendix', id, [{ text: label, style: 'SectionTitle' }, { text: '', style: 'SectionTitle' }]);
        last?.select('End');
      });
    },
    async refreshAppendixNames() {
      const references = await paperReferences();
      await batch(async (b) => {
        // The figures and tables are numbered again with them: an appendix added or moved renumbers its own.
        const numbered = b.controls.filter((c) => c.kind === 'figure' || c.kind === 'table').map(({ control, id }) => ({ id, captions: control.paragraphs.load('items/text') }));
        await b.context.sync();
        const { labels } = layoutOf(b, b.citations, references);
        for (const { control, id } of controlsOf(b.controls, 'appendix')) {
          const label = control.paragraphs.getFirst();
          label.insertText(labels[id]?.label ?? CONTROL_KINDS.appendix.alias, 'Replace');
        }
        for (const { id, captions } of numbered) relabel(captions.items, labels[id]?.label);
      });
    },
    async insertFigure({ title, src, includeNotes }) {
      await insertCaptioned('figure', title, includeNotes, { picture: stripDataUrl(src) });
    },
    async insertTable({ title, columns, rows, includeNotes }) {
      await insertCaptioned('table', title, includeNotes, { table: Array.from({ length: rows }, () => Array.from({ length: columns }, () => '')) });
    },
    async applyTextStyle(style) {
      await batch(async (b) => {
        const paragraphs = b.context.document.getSelection().paragraphs;
        paragraphs.load('items');
        await b.context.sync();
        for (const paragraph of paragraphs.items) setStyle(paragraph, style);
      });
    },
    async switchPaperType(paperTypeID) {
      const references = await paperReferences();
      await batch(async (b) => {
        const to = getPaperType(paperTypeID);
        if (!to || to.kind !== b.type.kind || to.legacy) throw new HostError('failed', 'A paper switches only to the same kind of paper in APA 7, MLA 9 or Turabian 9.');
        if (to.id === b.type.id) return;
        const page = await titlePage(b);
        const properties = new Map([...b.properties, ['PaperTypeID', String(to.id)]]);
        const paper = documentPaper(properties);
        const draw = laidOut({ ...b, properties, paper, type: to }, b.citations, references);
        writeProperties(b.context, { PaperTypeID: String(to.id) });
        if (page && paper.titlePage) redrawTitlePage(page.control, page.paragraphs, titlePageText(to.id, paper.titlePage));
        draw(controlsOf(b.controls, 'citation'));
      });
    },
    async enableAdvancedMode() {
      await batch((b) => {
        // Every Ibid control goes; its text stays, no longer Ibid's to update.
        for (const { control } of b.controls) {
          removeControl(control, true);
        }
        writeProperties(b.context, { UseAdvancedMode: 'true' });
      });
    },
  };
}

/** The table of contents as Word's TOC field, for Word without `insertField` (WordApi 1.5): Word fills it on update. */
const tocOoxml =
  '<pkg:package xmlns:pkg="http://schemas.microsoft.com/office/2006/xmlPackage"><pkg:part pkg:name="/_rels/.rels" pkg:contentType="application/vnd.openxmlformats-package.relationships+xml"><pkg:xmlData><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships></pkg:xmlData></pkg:part><pkg:part pkg:name="/word/document.xml" pkg:contentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"><pkg:xmlData><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:fldSimple w:instr=" TOC \\o &quot;1-3&quot; \\h \\z \\u "><w:r><w:t>Right-click to update the table of contents.</w:t></w:r></w:fldSimple></w:p></w:body></w:document></pkg:xmlData></pkg:part></pkg:package>';

