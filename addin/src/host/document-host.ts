/**
 * What the task pane's screens may ask of the document they work beside (DESIGN.md "Two editors, one
 * DocumentHost"): the paper open in it, its references and citations, its sections, its format, saving and the
 * clean copy. `WebHost` (the browser editor, TipTap) and `WordHost` (office-js) implement it; the screens never
 * know which one they run in.
 */
import type { CurrentFormatId } from '@ibid/engine';
import type { CitationNode, ParagraphStyle, PaperDocument, PaperLayout, TitlePageAttrs } from '@ibid/engine/paper';

export interface PaperCitation {
  citationUniqueID: string;
  displayValue: string;
}

/** A library reference the paper cites, by its unique id (compared case-insensitively). */
export interface PaperReference {
  referenceUniqueID: string;
  citations: PaperCitation[];
}

/** The paper open in the document. */
/** The course and instructor a paper without a title page keeps on its record (its Title drawer edits them, §2.9). */
export interface RecordCourse {
  course: string;
  teacher: string;
}

export interface HostPaper {
  paperGUID: string;
  paperTypeID: number;
  /** The paper's name: its title page's title, or the record's for papers without one (lists, adopted papers). */
  title: string;
  /** The format its citations and reference list are in (a legacy type's successor). */
  format: CurrentFormatId;
  titlePage: TitlePageAttrs | undefined;
  /** A paper without a title page: the course and instructor on its record (undefined where a title page holds them). */
  record?: RecordCourse;
  /** Advanced Edit Mode (word-addin §4): citations are plain text, no longer updated; permanent. */
  advancedMode: boolean;
}

/** A citation atom's attributes (the paper model's), what the citation form edits. */
export type CitationAttrs = CitationNode['attrs'];

export interface FigureInput {
  title: string;
  /** A data: URL (the form re-encodes images as JPEG at quality 0.8). */
  src: string;
  includeNotes: boolean;
}

export interface TableInput {
  title: string;
  columns: number;
  rows: number;
  includeNotes: boolean;
}

/** Why the host refused a change: the screens map the code to the spec's toast (word-addin §8). */
export type HostErrorCode = 'citation-placement' | 'figure-placement' | 'table-placement' | 'no-paper' | 'advanced-mode' | 'failed';

export class HostError extends Error {
  readonly code: HostErrorCode;
  constructor(code: HostErrorCode, message: string) {
    super(message);
    this.name = 'HostError';
    this.code = code;
  }
}

export interface DocumentHost {
  /** The paper open in the document, or undefined when the document is not (yet) an Ibid paper. */
  paper(): Promise<HostPaper | undefined>;
  /** The paper's format; a document without a paper yet takes the one it is given. */
  paperFormat(fallback: CurrentFormatId): Promise<CurrentFormatId>;
  references(): Promise<PaperReference[]>;
  /** Adds references not already in the paper, in order. */
  addReferences(uniqueIds: readonly string[]): Promise<void>;
  /** Removes a reference and its citations from the paper. */
  removeReference(uniqueId: string): Promise<void>;
  /** Calls `listener` after every change of the document (typing, citations, format); answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** The paper laid out as it stands (citation texts, notes, labels, reference list, warnings). */
  layout(): Promise<PaperLayout>;
  /** The paper document as it stands (the abstract's live word count reads it), or undefined without a paper. */
  paperDocument(): Promise<PaperDocument | undefined>;

  /** Inserts a citation at the cursor; rejects with `citation-placement` where a citation cannot go. */
  insertCitation(citation: CitationAttrs): Promise<void>;
  /** The citation's attributes, or undefined when it is gone. */
  citation(citationUniqueID: string): Promise<CitationAttrs | undefined>;
  updateCitation(citation: CitationAttrs): Promise<void>;
  removeCitation(citationUniqueID: string): Promise<void>;
  /** Selects the citation in the document and scrolls to it (the paper check's list). */
  revealCitation(citationUniqueID: string): Promise<void>;

  /** Edits the title page; a paper without one keeps its title, course and instructor on its record. */
  updateTitlePage(fields: Partial<TitlePageAttrs>): Promise<void>;
  /**
   * APA 6's custom title page (word-addin §2.9 older variant): the title page becomes ordinary paragraphs the writer
   * edits, no longer kept by Ibid (`paper().titlePage` is undefined after it); cannot be reversed in that paper.
   */
  customizeTitlePage(): Promise<void>;
  insertTableOfContents(): Promise<void>;
  insertAbstract(): Promise<void>;
  insertAppendix(): Promise<void>;
  refreshAppendixNames(): Promise<void>;
  /** Inserts at the cursor; rejects with `figure-placement` / `table-placement` inside a citation or the generated parts. */
  insertFigure(figure: FigureInput): Promise<void>;
  insertTable(table: TableInput): Promise<void>;
  /** Applies a paper style to the paragraphs at the cursor or selection. */
  applyTextStyle(style: ParagraphStyle): Promise<void>;
  /** Switches the paper to another paper type of the same kind in another format (APA 7, MLA 9, Turabian 9); undoable. */
  switchPaperType(paperTypeID: number): Promise<void>;
  /** Turns Advanced Edit Mode on for good: citations become plain text. */
  enableAdvancedMode(): Promise<void>;

  /** Saves the paper to Ibid now, as a version with this action ('Manual Save'). */
  save(action: string): Promise<void>;
  /** Builds the clean copy (word-addin §2.12 I'm Finished) and hands it to the user (a download in the browser). */
  createCleanCopy(): Promise<void>;
}

export const sameReference = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** The calls of the paper's section drawers (title page to Advanced Editing): each host writes them in one module. */
export type DocumentSectionCalls = Pick<
  DocumentHost,
  | 'updateTitlePage'
  | 'customizeTitlePage'
  | 'insertTableOfContents'
  | 'insertAbstract'
  | 'insertAppendix'
  | 'refreshAppendixNames'
  | 'insertFigure'
  | 'insertTable'
  | 'applyTextStyle'
  | 'switchPaperType'
  | 'enableAdvancedMode'
>;
