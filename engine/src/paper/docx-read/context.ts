/** What every part of the reader reads while one .docx is read, and what it collects as it goes. */
import type { FormatRules } from '../docx/format-rules.js';
import type { CitationNode } from '../schema.js';
import type { DocxPackage } from './package.js';
import type { Warnings } from './warnings.js';

export interface ReadContext {
  docx: DocxPackage;
  /** The citations of the paper's data part, by id. */
  citations: ReadonlyMap<string, CitationNode>;
  /** The citations already read: Word copies a control with its tag, so one id can come twice. */
  citationsRead: Set<string>;
  rules: FormatRules;
  warnings: Warnings;
  /** An Ibid paper's title (its Title property), which its title line over the text is written from; undefined for a document not Ibid's. */
  paperTitle: string | undefined;
  /** Ids given to figures, tables and appendices, so those made for untagged ones are new. */
  ids: Set<string>;
}

/** A new id for a figure, table or appendix that came without one (typed or pasted in Word). */
export function newId(ctx: ReadContext, kind: 'figure' | 'table' | 'appendix'): string {
  for (let n = 1; ; n++) {
    const id = `word-${kind}-${n}`;
    if (!ctx.ids.has(id)) {
      ctx.ids.add(id);
      return id;
    }
  }
}

/** Keeps an id the document gave, or makes a new one when it is taken. */
export function claimId(ctx: ReadContext, kind: 'figure' | 'table' | 'appendix', id: string): string {
  if (!id || ctx.ids.has(id)) return newId(ctx, kind);
  ctx.ids.add(id);
  return id;
}
