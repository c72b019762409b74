/**
 * The reference list ("References", "Works Cited", "Bibliography"): its title centred, each entry with a half-inch
 * hanging indent and bookmarked for the citations' links, an annotated bibliography's annotations under their
 * entries; the whole list in one block content control the add-in regenerates.
 */
import { Bookmark, Paragraph, type FileChild, type ParagraphChild } from 'docx';
import type { ReferenceEntryLayout } from '../layout-types.js';
import { referenceListStartsPage } from '../section-pages.js';
import { blockControl, partControl, REFERENCE_LIST_TAG } from './content-control.js';
import type { RenderContext } from './context.js';
import { sectionTitle } from './body.js';
import { inlineChildren } from './inline.js';
import { formattedRuns } from './runs.js';

function entryParagraphs(ctx: RenderContext, entry: ReferenceEntryLayout): FileChild[] {
  const runs: ParagraphChild[] = formattedRuns(entry.text);
  const children = ctx.cleanCopy ? runs : [new Bookmark({ id: entry.anchor, children: runs })];
  const annotation = entry.annotation?.content ?? [];
  return [
    new Paragraph({ style: 'Reference', ...(annotation.length ? { keepNext: true } : {}), children }),
    ...partControl(
      ctx,
      'annotation',
      entry.referenceUniqueID,
      annotation.map((paragraph) => new Paragraph({ style: 'ReferenceAnnotation', children: inlineChildren(ctx, paragraph.content) })),
    ),
  ];
}

/** Papers start the list on a new page (referenceListStartsPage); discussion posts keep it under the text, a line below; reference lists are the whole paper. */
function placement(ctx: RenderContext, hasContentBefore: boolean): 'newPage' | 'top' | 'after' {
  if (!hasContentBefore) return 'top';
  return referenceListStartsPage(ctx.paperType?.kind, hasContentBefore) ? 'newPage' : 'after';
}

export function referenceListChildren(ctx: RenderContext, hasContentBefore: boolean): FileChild[] {
  const { title, entries } = ctx.layout.referenceList;
  const paragraphs = [sectionTitle(ctx, title, placement(ctx, hasContentBefore)), ...entries.flatMap((entry) => entryParagraphs(ctx, entry))];
  return ctx.cleanCopy ? paragraphs : [blockControl(ctx.controls, 'Reference List', REFERENCE_LIST_TAG, paragraphs)];
}
