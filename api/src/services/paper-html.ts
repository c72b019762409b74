/**
 * A paper as one static HTML page (DownloadPaperContentType 4): its title page, body with the laid-out citation
 * texts, notes, reference list and appendices, from `layoutPaper`. Typed text is escaped; the engine's formatted
 * HTML keeps only the <i> and <sup> it is allowed to hold.
 */
import {
  notesAfterPunctuation,
  pageHeaderLead,
  titlePageLines,
  type CitationNode,
  type InlineNode,
  type PaperDocument,
  type PaperLayout,
  type ParagraphNode,
  type TitlePageAttrs,
} from '@ibid/engine/paper';
import { escapeHtml } from '../views/escape-html.js';

type TopNode = PaperDocument['content'][number];
type BlockNode = Extract<TopNode, { type: 'paragraph' | 'figure' | 'table' }>;

/** The engine's formatted HTML with any tag besides <i> and <sup> escaped: nothing a reference holds becomes markup. */
const formattedHtml = (html: string) => html.replace(/<(?!\/?(?:i|sup)>)/g, '&lt;');

const MARK_TAGS = { bold: 'strong', italic: 'em', underline: 'u' } as const;

/** Heading levels 1-5 below the title's h1, styled as APA 7 (2.27) and Turabian (A.2.2) set them: centred, then flush left, italic. */
const HEADING_TAGS = { Heading1: 'h2', Heading2: 'h3', Heading3: 'h4', Heading4: 'h5', Heading5: 'h6' } as const;

const STYLE = `
body { font-family: "Times New Roman", Times, serif; font-size: 12pt; line-height: 2; max-width: 6.5in; margin: 1in auto; padding: 0 1em; color: #000; }
h1, h2, h3, h4, h5, h6 { font-size: 12pt; font-weight: bold; margin: 0; }
h1, h2, .center { text-align: center; }
h4, h6 { font-style: italic; } h5, h6 { text-indent: 0.5in; }
.title-page { margin-bottom: 2em; } .title-page.left { text-align: left; } .title-page.left h1 { font-weight: normal; text-align: center; } .title-page p { margin: 0; }
a { color: inherit; text-decoration: none; }
.running-head { text-transform: uppercase; }
p { margin: 0; text-indent: 0.5in; } .title-page p, .label, .keywords { text-indent: 0; }
blockquote { margin: 0 0 0 0.5in; }
.reference { padding-left: 0.5in; text-indent: -0.5in; }
.annotation p { margin-left: 0.5in; }
table { border-collapse: collapse; } td, th { border-top: 1px solid #000; border-bottom: 1px solid #000; padding: 0 0.5em; }
img { max-width: 100%; }
`;

interface Context {
  layout: PaperLayout;
  /** Reference-list anchors by reference unique id: a citation links to its entry. */
  anchors: Map<string, string>;
  /** Typed footnotes' numbers, in document order. */
  typedNotes: number[];
}

function citationHtml(node: CitationNode, ctx: Context): string {
  const laid = ctx.layout.citations[node.attrs.citationUniqueID];
  if (!laid) return '';
  if (laid.note) return `<sup class="note-ref"><a href="#note-${laid.note.number}" id="note-ref-${laid.note.number}">${laid.note.number}</a></sup>`;
  const anchor = ctx.anchors.get(node.attrs.items[0]?.referenceUniqueID ?? '');
  const text = formattedHtml(laid.text.html);
  return anchor ? `<a href="#${anchor}">${text}</a>` : text;
}

function inlineHtml(node: InlineNode, ctx: Context): string {
  switch (node.type) {
    case 'text':
      return (node.marks ?? []).reduce((html, mark) => `<${MARK_TAGS[mark.type]}>${html}</${MARK_TAGS[mark.type]}>`, escapeHtml(node.text));
    case 'hardBreak':
      return '<br>';
    case 'citation':
      return citationHtml(node, ctx);
    case 'footnote': {
      const number = ctx.typedNotes.shift();
      return number === undefined ? '' : `<sup class="note-ref"><a href="#note-${number}" id="note-ref-${number}">${number}</a></sup>`;
    }
  }
}

const inlinesHtml = (content: InlineNode[], ctx: Context) =>
  notesAfterPunctuation(content, ctx.layout)
    .map((node) => inlineHtml(node, ctx))
    .join('');

function paragraphHtml(node: ParagraphNode, ctx: Context): string {
  const inner = inlinesHtml(node.content, ctx);
  const style = node.attrs.style;
  if (style in HEADING_TAGS) {
    const tag = HEADING_TAGS[style as keyof typeof HEADING_TAGS];
    return `<${tag}>${inner}</${tag}>`;
  }
  if (style === 'BlockQuote') return `<blockquote><p>${inner}</p></blockquote>`;
  return `<p>${inner}</p>`;
}

const label = (ctx: Context, id: string) => ctx.layout.labels[id]?.label ?? '';

function blockHtml(node: BlockNode, ctx: Context): string {
  switch (node.type) {
    case 'paragraph':
      return paragraphHtml(node, ctx);
    case 'figure': {
      const { id, title, src, note } = node.attrs;
      const image = src ? `<img src="${escapeHtml(src)}" alt="${escapeHtml(title)}">` : '';
      return `<figure><p class="label"><strong>${escapeHtml(label(ctx, id))}</strong></p><p class="label"><em>${escapeHtml(title)}</em></p>${image}${note ? `<figcaption><em>Note.</em> ${escapeHtml(note)}</figcaption>` : ''}</figure>`;
    }
    case 'table': {
      const { id, title, note, rows } = node.attrs;
      const [head = [], ...body] = rows;
      const cells = (row: string[], tag: 'th' | 'td') => `<tr>${row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('')}</tr>`;
      return `<div class="table"><p class="label"><strong>${escapeHtml(label(ctx, id))}</strong></p><p class="label"><em>${escapeHtml(title)}</em></p><table><thead>${cells(head, 'th')}</thead><tbody>${body.map((row) => cells(row, 'td')).join('')}</tbody></table>${note ? `<p class="label"><em>Note.</em> ${escapeHtml(note)}</p>` : ''}</div>`;
    }
  }
}

/** The title section as the engine lays it out (`titlePageLines`): the .docx and the editor show the same lines. */
function titlePageHtml(attrs: TitlePageAttrs, paperTypeID: number): string {
  const page = titlePageLines(paperTypeID, attrs);
  if (!page) return '';
  const lines = page.byline.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const title = `<h1>${escapeHtml(page.title)}</h1>`;
  if (page.bylineFirst) return `<header class="title-page ${page.align}">${lines}${title}</header>`;
  const lead = page.variant === 'apa-professional' ? pageHeaderLead(paperTypeID, attrs).text : '';
  const runningHead = lead ? `<p class="running-head">${escapeHtml(lead)}</p>` : '';
  const authorNote = page.authorNote.length ? `<h2>Author Note</h2>${page.authorNote.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` : '';
  return `<header class="title-page ${page.align}">${runningHead}${title}${lines}${authorNote}</header>`;
}

function topHtml(node: TopNode, ctx: Context, doc: PaperDocument): string {
  switch (node.type) {
    case 'titlePage':
      return titlePageHtml(node.attrs, doc.attrs.paperTypeID);
    case 'abstract':
      return `<section class="abstract"><h2>Abstract</h2>${node.content.map((p) => paragraphHtml(p, ctx)).join('')}${node.attrs.keywords ? `<p class="keywords"><em>Keywords:</em> ${escapeHtml(node.attrs.keywords)}</p>` : ''}</section>`;
    case 'tableOfContents': {
      const headings = doc.content.filter((n): n is ParagraphNode => n.type === 'paragraph' && n.attrs.style === 'Heading1');
      const items = headings.map((h) => `<li>${escapeHtml(h.content.map((i) => (i.type === 'text' ? i.text : '')).join(''))}</li>`).join('');
      return `<nav class="contents"><h2 class="center">Contents</h2><ul>${items}</ul></nav>`;
    }
    case 'referenceList': {
      const entries = ctx.layout.referenceList.entries
        .map((entry) => {
          const annotation = entry.annotation ? `<div class="annotation">${entry.annotation.content.map((p) => paragraphHtml(p, ctx)).join('')}</div>` : '';
          return `<p class="reference" id="${escapeHtml(entry.anchor)}">${formattedHtml(entry.text.html)}</p>${annotation}`;
        })
        .join('');
      return `<section class="reference-list"><h2>${escapeHtml(ctx.layout.referenceList.title)}</h2>${entries}</section>`;
    }
    case 'appendix':
      return `<section class="appendix"><h2>${escapeHtml(label(ctx, node.attrs.id))}</h2>${node.content.map((block) => blockHtml(block, ctx)).join('')}</section>`;
    default:
      return blockHtml(node, ctx);
  }
}

function notesHtml(layout: PaperLayout): string {
  if (!layout.footnotes.length) return '';
  const items = layout.footnotes.map((note) => `<li id="note-${note.number}" value="${note.number}">${formattedHtml(note.text.html)} <a href="#note-ref-${note.number}">↩</a></li>`).join('');
  return `<section class="notes"><h2>Notes</h2><ol>${items}</ol></section>`;
}

/** The whole page. Notes stand before the reference list, as endnotes would. */
export function paperHtml(doc: PaperDocument, layout: PaperLayout, title: string): string {
  const ctx: Context = {
    layout,
    anchors: new Map(layout.referenceList.entries.map((entry) => [entry.referenceUniqueID, entry.anchor])),
    typedNotes: layout.footnotes.filter((note) => note.citationUniqueID === undefined).map((note) => note.number),
  };
  const listAt = doc.content.findIndex((node) => node.type === 'referenceList');
  const before = doc.content.slice(0, listAt).map((node) => topHtml(node, ctx, doc)).join('\n');
  const after = doc.content.slice(listAt).map((node) => topHtml(node, ctx, doc)).join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title || 'Untitled paper')}</title>
<style>${STYLE}</style>
</head>
<body>
${before}
${notesHtml(layout)}
${after}
</body>
</html>
`;
}
