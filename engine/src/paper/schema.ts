/**
 * The paper document (DESIGN.md "Papers"): one ProseMirror-shaped JSON model (`{ type, attrs, content }`) that the
 * web editor edits, the api stores and the .docx writer renders. `PAPER_NODES` is the schema as data, as
 * ProseMirror's `nodes` object without the DOM: TipTap's nodes wrap it, the zod schemas below check it.
 */
import { z } from 'zod';
import { citationLocationSchema } from '../model/location-schema.js';

/** The paper's paragraph styles (word-addin §2.13 Text Styles), the names the .docx's styles carry. */
export const PARAGRAPH_STYLES = [
  'Normal',
  'Heading1',
  'Heading2',
  'Heading3',
  'Heading4',
  'Heading5',
  'BlockQuote',
  'Reference',
  'ReferenceAnnotation',
] as const;
export type ParagraphStyle = (typeof PARAGRAPH_STYLES)[number];

/** Text marks the editor and the .docx both know. */
export const MARK_TYPES = ['bold', 'italic', 'underline'] as const;
export type MarkType = (typeof MARK_TYPES)[number];

/**
 * Every node type of the paper: its group, what it may contain (ProseMirror content expressions) and its attrs
 * with defaults. Block order in `doc` is fixed: front matter, body, reference list, appendices.
 */
export const PAPER_NODES = {
  doc: { content: 'titlePage? abstract? tableOfContents? block* referenceList appendix*' },
  titlePage: {
    group: 'front',
    atom: true,
    attrs: { title: '', author: '', institution: '', course: '', teacher: '', dueDate: '', runningHead: '', authorNote: '' },
  },
  abstract: { group: 'front', content: 'paragraph+', attrs: { keywords: '' } },
  tableOfContents: { group: 'front', atom: true },
  paragraph: { group: 'block', content: 'inline*', attrs: { style: 'Normal' } },
  figure: { group: 'block', atom: true, attrs: { id: '', title: '', src: '', note: '', width: 0, height: 0 } },
  table: { group: 'block', atom: true, attrs: { id: '', title: '', note: '', rows: [] } },
  referenceList: { atom: false, content: 'annotation*', attrs: { title: '' } },
  annotation: { content: 'paragraph+', attrs: { referenceUniqueID: '' } },
  appendix: { content: 'paragraph block*', attrs: { id: '' } },
  text: { group: 'inline' },
  hardBreak: { group: 'inline', inline: true },
  citation: {
    group: 'inline',
    inline: true,
    atom: true,
    attrs: { citationUniqueID: '', groupUniqueID: null, items: [], prefix: '', suffix: '', narrative: false },
  },
  footnote: { group: 'inline', inline: true, atom: true, content: 'inline*' },
} as const;
export type PaperNodeType = keyof typeof PAPER_NODES;

const text = (max: number) => z.string().max(max);

export const markSchema = z.object({ type: z.enum(MARK_TYPES) });
export type PaperMark = z.infer<typeof markSchema>;

export const textNodeSchema = z.object({ type: z.literal('text'), text: z.string().min(1).max(100_000), marks: z.array(markSchema).optional() });
export const hardBreakSchema = z.object({ type: z.literal('hardBreak') });

/** One cited reference in a citation: the stored citation data of word-addin §3, with booleans instead of 'true'. */
export const citationItemDataSchema = z.object({
  referenceUniqueID: z.string().trim().min(1).transform((id) => id.toUpperCase()),
  location: citationLocationSchema.optional(),
  namePart: z.boolean().default(true),
  datePart: z.boolean().default(true),
});
export type CitationItemData = z.output<typeof citationItemDataSchema>;

/** The inline citation atom: one citation of one or more references, with optional words around it. */
export const citationNodeSchema = z.object({
  type: z.literal('citation'),
  attrs: z.object({
    citationUniqueID: z.string().trim().min(1).max(100),
    groupUniqueID: z.string().max(100).nullish(),
    items: z.array(citationItemDataSchema).min(1).max(50),
    prefix: text(500).default(''),
    suffix: text(500).default(''),
    /** APA: "Author (Year)" in the sentence instead of "(Author, Year)". */
    narrative: z.boolean().default(false),
  }),
});
export type CitationNode = z.output<typeof citationNodeSchema>;

/** A footnote the writer types (Turabian's discursive notes); citation notes come from citation atoms. */
export const footnoteNodeSchema = z.object({
  type: z.literal('footnote'),
  content: z.array(z.union([textNodeSchema, hardBreakSchema])).default([]),
});

export const inlineNodeSchema = z.discriminatedUnion('type', [textNodeSchema, hardBreakSchema, citationNodeSchema, footnoteNodeSchema]);
export type InlineNode = z.output<typeof inlineNodeSchema>;

export const paragraphNodeSchema = z.object({
  type: z.literal('paragraph'),
  attrs: z.object({ style: z.enum(PARAGRAPH_STYLES).default('Normal') }).default({ style: 'Normal' }),
  content: z.array(inlineNodeSchema).default([]),
});
export type ParagraphNode = z.output<typeof paragraphNodeSchema>;

/** An image figure: `src` is a data: URL (png, jpeg or gif), as the Insert Figure form reads a file or a URL. */
export const figureNodeSchema = z.object({
  type: z.literal('figure'),
  attrs: z.object({
    id: z.string().trim().min(1).max(100),
    title: text(1000).default(''),
    src: z.string().max(20_000_000).regex(/^data:image\/(png|jpe?g|gif);base64,/, 'A figure image is a data: URL of a PNG, JPEG or GIF').or(z.literal('')).default(''),
    note: text(5000).default(''),
    /** Size in pixels at 96 dpi; 0 lets the writer fit the image to the text width. */
    width: z.number().int().min(0).max(10_000).default(0),
    height: z.number().int().min(0).max(10_000).default(0),
  }),
});

/** A table of plain text cells; the first row is the header. */
export const tableNodeSchema = z.object({
  type: z.literal('table'),
  attrs: z.object({
    id: z.string().trim().min(1).max(100),
    title: text(1000).default(''),
    note: text(5000).default(''),
    rows: z.array(z.array(text(5000)).max(50)).max(1000).default([]),
  }),
});

export const blockNodeSchema = z.discriminatedUnion('type', [paragraphNodeSchema, figureNodeSchema, tableNodeSchema]);
export type BlockNode = z.output<typeof blockNodeSchema>;
export type FigureNode = z.output<typeof figureNodeSchema>;
export type TableNode = z.output<typeof tableNodeSchema>;

/** The title page's fields (or MLA's header block): from the creation payload, edited in the Title drawer. */
export const titlePageAttrsSchema = z.object({
  title: text(500).default(''),
  author: text(500).default(''),
  institution: text(500).default(''),
  course: text(500).default(''),
  teacher: text(500).default(''),
  /** ISO date (yyyy-mm-dd) or ''; shown in the format's date style. */
  dueDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/, 'The due date is a yyyy-mm-dd date').default(''),
  runningHead: text(500).default(''),
  /** APA 7 professional papers: the author note, empty for none. */
  authorNote: text(5000).default(''),
});
export type TitlePageAttrs = z.output<typeof titlePageAttrsSchema>;

export const titlePageNodeSchema = z.object({ type: z.literal('titlePage'), attrs: titlePageAttrsSchema });
export const abstractNodeSchema = z.object({
  type: z.literal('abstract'),
  attrs: z.object({ keywords: text(1000).default('') }).default({ keywords: '' }),
  content: z.array(paragraphNodeSchema).min(1),
});
export const tableOfContentsNodeSchema = z.object({ type: z.literal('tableOfContents') });

/** An annotated bibliography's annotation: the paragraphs under one reference's entry. */
export const annotationNodeSchema = z.object({
  type: z.literal('annotation'),
  attrs: z.object({ referenceUniqueID: z.string().trim().min(1).transform((id) => id.toUpperCase()) }),
  content: z.array(paragraphNodeSchema).min(1),
});
export type AnnotationNode = z.output<typeof annotationNodeSchema>;

/** The generated reference list: its entries come from the paper's references; only annotations are typed. */
export const referenceListNodeSchema = z.object({
  type: z.literal('referenceList'),
  attrs: z.object({ title: text(200).default('') }),
  content: z.array(annotationNodeSchema).default([]),
});

/** An appendix: its label (Appendix, Appendix A...) is numbered by `layoutPaper`; its first paragraph is its title. */
export const appendixNodeSchema = z.object({
  type: z.literal('appendix'),
  attrs: z.object({ id: z.string().trim().min(1).max(100) }),
  content: z.array(blockNodeSchema).min(1),
});

export const paperDocAttrsSchema = z.object({
  /** The spec's PaperType id (`paperTypes`). */
  paperTypeID: z.number().int(),
  /** FontFamily of word-addin §3 (1 Arial, 2 Courier, 3 Times New Roman, 4 Trebuchet, 5 Verdana); the spec's default is 1. */
  citationFont: z.number().int().min(1).max(5).default(1),
  /** Advanced Edit Mode (word-addin §4): its citations were turned into plain text, for good. */
  advancedMode: z.boolean().optional(),
});

/** Where each top-level node may stand: its rank never decreases along the document. */
export const TOP_RANK = { titlePage: 0, abstract: 1, tableOfContents: 2, paragraph: 3, figure: 3, table: 3, referenceList: 4, appendix: 5 } as const;
/** Top-level nodes a paper holds at most once (the reference list exactly once). */
export const SINGLE_TOP_NODES = ['titlePage', 'abstract', 'tableOfContents', 'referenceList'] as const;

/** A whole paper. Front matter, then the body's blocks, then exactly one reference list, then appendices. */
export const paperDocumentSchema = z
  .object({
    type: z.literal('doc'),
    attrs: paperDocAttrsSchema,
    content: z.array(
      z.discriminatedUnion('type', [
        titlePageNodeSchema,
        abstractNodeSchema,
        tableOfContentsNodeSchema,
        paragraphNodeSchema,
        figureNodeSchema,
        tableNodeSchema,
        referenceListNodeSchema,
        appendixNodeSchema,
      ]),
    ),
  })
  .superRefine((doc, ctx) => {
    doc.content.forEach((node, index) => {
      const previous = doc.content[index - 1];
      if (previous && TOP_RANK[node.type] < TOP_RANK[previous.type]) {
        ctx.addIssue({ code: 'custom', path: ['content', index], message: `A ${node.type} cannot come after a ${previous.type}: front matter, body, reference list, appendices.` });
      }
    });
    for (const type of SINGLE_TOP_NODES) {
      const count = doc.content.filter((node) => node.type === type).length;
      if (count > 1 || (type === 'referenceList' && count === 0)) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: `A paper has ${type === 'referenceList' ? 'exactly one' : 'at most one'} ${type}.` });
      }
    }
  });
export type PaperDocument = z.output<typeof paperDocumentSchema>;
export type PaperDocumentInput = z.input<typeof paperDocumentSchema>;
export type PaperTopNode = PaperDocument['content'][number];
