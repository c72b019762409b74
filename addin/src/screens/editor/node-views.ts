/**
 * How the paper's generated and atom nodes look in the editor, as plain DOM node views (hundreds of citations must
 * not each mount a React tree): the citation's laid-out text, the title page or MLA header, the reference list's
 * entries, the abstract's and appendices' labels, the table of contents, figures and tables. Each reads the layout
 * store and redraws when the layout changes.
 */
import type { NodeViewRenderer, NodeViewRendererProps } from '@tiptap/core';
import { closeHistory } from '@tiptap/pm/history';
import type { Node as PmNode } from '@tiptap/pm/model';
import { FORMAT_RULES, titlePageLines, type PaperLayout, type PaperNodeType, type TitlePageAttrs } from '@ibid/engine/paper';
import type { LayoutStore } from './layout-store';
import { contentsHeadingPos, type PagesStore } from './paper-pages';

/** The engine's formatted HTML holds only <i> and <sup>: anything else a reference holds is shown as text. */
export const formattedHtml = (html: string) => html.replace(/<(?!\/?(?:i|sup)>)/g, '&lt;');

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

interface ViewParts {
  dom: HTMLElement;
  contentDOM?: HTMLElement;
  /** Draws the node from the layout; called at creation, on each layout change and on node updates. */
  draw(node: PmNode, layout: PaperLayout): void;
  /** Stops what the view listens to besides the layout. */
  destroy?(): void;
}

/** A node view drawn from the layout store, redrawn when the layout or the node changes. */
function laidOutView(store: LayoutStore, make: (props: NodeViewRendererProps) => ViewParts, options: { atom: boolean }): NodeViewRenderer {
  return (props) => {
    let node = props.node;
    const parts = make(props);
    // Updates while typing redraw from the layout last told, not a fresh one: no walk over the paper per keystroke.
    let layout = store.current();
    parts.draw(node, layout);
    const unsubscribe = store.subscribe((next) => {
      layout = next;
      parts.draw(node, layout);
    });
    return {
      dom: parts.dom,
      ...(parts.contentDOM && { contentDOM: parts.contentDOM }),
      update(next) {
        if (next.type !== node.type) return false;
        node = next;
        parts.draw(node, layout);
        return true;
      },
      // A table's cell inputs and the captions and notes typed in place take their own keys and clicks.
      stopEvent: (event) => event.target instanceof HTMLInputElement || (event.target instanceof Element && event.target.closest('.ib-editable') !== null),
      selectNode: () => parts.dom.classList.add('is-selected'),
      deselectNode: () => parts.dom.classList.remove('is-selected'),
      // The drawn parts are ours, not the document's: ProseMirror must not read them back.
      ignoreMutation: (mutation) => options.atom || !parts.contentDOM || !parts.contentDOM.contains(mutation.target),
      destroy() {
        unsubscribe();
        parts.destroy?.();
      },
    };
  };
}

function citationView(store: LayoutStore): NodeViewRenderer {
  return laidOutView(
    store,
    () => {
      const dom = element('span', 'ib-citation');
      dom.contentEditable = 'false';
      let shown = '';
      return {
        dom,
        draw(node, layout) {
          const id = node.attrs.citationUniqueID as string;
          const laid = layout.citations[id];
          const html = laid ? formattedHtml(laid.text.html) : '';
          dom.dataset.citationId = id;
          dom.classList.toggle('is-note', Boolean(laid?.note));
          dom.classList.toggle('is-missing', Boolean(laid && laid.missing.length > 0));
          if (html !== shown) {
            dom.innerHTML = html;
            shown = html;
          }
        },
      };
    },
    { atom: true },
  );
}

function footnoteView(store: LayoutStore): NodeViewRenderer {
  return laidOutView(
    store,
    () => {
      const dom = element('sup', 'ib-footnote');
      dom.contentEditable = 'false';
      // Typed notes are numbered by document order with the citation notes; the page numbers them after drawing.
      return { dom, draw: (node) => (dom.title = node.textContent) };
    },
    { atom: true },
  );
}

function titlePageView(store: LayoutStore): NodeViewRenderer {
  return laidOutView(
    store,
    () => {
      const dom = element('div', 'ib-title-section');
      dom.contentEditable = 'false';
      dom.title = 'Edit the title page in the Title drawer';
      let drawn = '';
      return {
        dom,
        draw(node, layout) {
          const lines = titlePageLines(layout.paperTypeID, node.attrs as TitlePageAttrs);
          const key = JSON.stringify(lines);
          if (key === drawn) return;
          drawn = key;
          dom.replaceChildren();
          if (!lines) return;
          const page = element('header', `ib-title-page ib-title-${lines.variant}`);
          const title = element('p', `ib-paper-title${lines.boldTitle ? ' is-bold' : ''}`, lines.title || 'Untitled');
          const byline = lines.byline.map((line) => element('p', 'ib-byline', line));
          page.append(...(lines.bylineFirst ? [...byline, title] : [title, ...byline]));
          if (lines.authorNote.length > 0) page.append(element('p', 'ib-section-title is-bold', 'Author Note'), ...lines.authorNote.map((text) => element('p', 'ib-author-note', text)));
          // APA's title again atop the text is first-page-title.ts's, after any abstract and contents.
          dom.append(page);
        },
      };
    },
    { atom: true },
  );
}

function referenceListView(store: LayoutStore): NodeViewRenderer {
  return laidOutView(
    store,
    () => {
      const dom = element('section', 'ib-reference-list');
      const generated = element('div', 'ib-generated');
      generated.contentEditable = 'false';
      const contentDOM = element('div', 'ib-annotations');
      dom.append(generated, contentDOM);
      let drawn = '';
      return {
        dom,
        contentDOM,
        draw(_node, layout) {
          const { title, entries } = layout.referenceList;
          const annotated = new Set<string>();
          _node.forEach((child) => annotated.add(String(child.attrs.referenceUniqueID).toUpperCase()));
          const listed = entries.filter((entry) => !annotated.has(entry.referenceUniqueID));
          const key = JSON.stringify([title, layout.format, listed.map((entry) => entry.text.html)]);
          if (key === drawn) return;
          drawn = key;
          const bold = FORMAT_RULES[layout.format].sectionTitle.bold;
          const heading = element('h2', `ib-section-title${bold ? ' is-bold' : ''}`, title);
          const list = listed.map((entry) => {
            const p = element('p', 'ib-reference-entry');
            p.id = entry.anchor;
            p.innerHTML = formattedHtml(entry.text.html);
            return p;
          });
          const empty = entries.length === 0 ? [element('p', 'ib-hint', 'Add references in the task pane: they are listed here.')] : [];
          generated.replaceChildren(heading, ...list, ...empty);
        },
      };
    },
    { atom: false },
  );
}

function annotationView(store: LayoutStore): NodeViewRenderer {
  return laidOutView(
    store,
    () => {
      const dom = element('div', 'ib-annotation');
      const entry = element('p', 'ib-reference-entry');
      entry.contentEditable = 'false';
      const contentDOM = element('div', 'ib-annotation-text');
      dom.append(entry, contentDOM);
      return {
        dom,
        contentDOM,
        draw(node, layout) {
          const id = String(node.attrs.referenceUniqueID).toUpperCase();
          const laid = layout.referenceList.entries.find((e) => e.referenceUniqueID === id);
          entry.innerHTML = laid ? formattedHtml(laid.text.html) : '';
        },
      };
    },
    { atom: false },
  );
}

/** A section with a drawn label above its editable content: the abstract and appendices. */
function labelledView(store: LayoutStore, className: string, label: (node: PmNode, layout: PaperLayout) => string): NodeViewRenderer {
  return laidOutView(
    store,
    () => {
      const dom = element('section', className);
      const heading = element('h2', 'ib-section-title');
      heading.contentEditable = 'false';
      const contentDOM = element('div', 'ib-section-body');
      dom.append(heading, contentDOM);
      return {
        dom,
        contentDOM,
        draw(node, layout) {
          heading.textContent = label(node, layout);
          heading.classList.toggle('is-bold', FORMAT_RULES[layout.format].sectionTitle.bold);
        },
      };
    },
    { atom: false },
  );
}

/** The table of contents: the paper's headings with the pages they start on, kept as they change (the .docx has Word's TOC field). */
function tableOfContentsView(store: LayoutStore, pages: PagesStore): NodeViewRenderer {
  return laidOutView(
    store,
    ({ editor }) => {
      const dom = element('nav', 'ib-contents');
      dom.contentEditable = 'false';
      // An entry leads to its heading, as the .docx's hyperlinked contents do: the caret goes to its end.
      dom.addEventListener('click', (event) => {
        const entry = event.target instanceof Element ? event.target.closest<HTMLElement>('.ib-contents-entry') : null;
        const pos = entry && contentsHeadingPos(editor.state.doc, Number(entry.dataset.index));
        if (typeof pos !== 'number') return;
        event.preventDefault();
        editor.chain().focus().setTextSelection(pos + editor.state.doc.resolve(pos).nodeAfter!.nodeSize - 1).scrollIntoView().run();
      });
      let format: PaperLayout['format'] | undefined;
      let drawn = '';
      const paint = () => {
        const { headings } = pages.current();
        const key = JSON.stringify([format, headings]);
        if (!format || key === drawn) return;
        drawn = key;
        const entries = headings.map(({ text, level, page }, index) => {
          const entry = element('p', 'ib-contents-entry');
          entry.dataset.level = String(level);
          entry.dataset.index = String(index);
          entry.title = 'Go to this heading';
          entry.append(element('span', 'ib-contents-text', text), element('span', 'ib-contents-leader'), element('span', 'ib-contents-page', page === undefined ? '' : String(page)));
          return entry;
        });
        const empty = headings.length === 0 ? [element('p', 'ib-hint', 'Your headings (Heading 1 to 3) are listed here with the pages they start on.')] : [];
        dom.replaceChildren(element('h2', 'ib-section-title is-bold', FORMAT_RULES[format].contentsTitle), ...entries, ...empty);
      };
      const unsubscribe = pages.subscribe(paint);
      return {
        dom,
        draw(_node, layout) {
          format = layout.format;
          paint();
        },
        destroy: unsubscribe,
      };
    },
    { atom: true },
  );
}

/** Writes a figure's or table's title or note to its node: one change, undoable. */
type CommitText = (attr: 'title' | 'note', text: string) => void;

function textCommitter(props: NodeViewRendererProps, current: () => PmNode | undefined): CommitText {
  return (attr, text) => {
    const pos = props.getPos();
    const node = current();
    if (typeof pos !== 'number' || !node || node.attrs[attr] === text) return;
    // A step of its own in the undo history, never merged with the typing or insertion before it.
    props.editor.view.dispatch(closeHistory(props.editor.state.tr).setNodeMarkup(pos, undefined, { ...node.attrs, [attr]: text }));
  };
}

/**
 * Text typed in place, as in Word, where a caption is text of the page: plain text, written to the node when left
 * (Enter leaves it, Escape takes the change back).
 */
function editableText(text: string, placeholder: string, commit: (text: string) => void): HTMLElement {
  const span = element('span', 'ib-editable', text);
  span.contentEditable = 'plaintext-only';
  span.spellcheck = true;
  span.dataset.placeholder = placeholder;
  span.setAttribute('role', 'textbox');
  span.setAttribute('aria-label', placeholder);
  const leave = () => commit((span.textContent ?? '').replace(/\s+/g, ' ').trim());
  span.addEventListener('keydown', (event) => {
    // Select All selects the text being typed, not the whole paper around it.
    if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      window.getSelection()?.selectAllChildren(span);
      return;
    }
    if (event.key !== 'Enter' && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Escape') span.textContent = text;
    leave();
    span.blur();
  });
  span.addEventListener('blur', leave);
  return span;
}

/** A figure or table's caption parts: its label and its title (typed in place), placed as the format places them. */
function caption(kind: 'figure' | 'table', node: PmNode, layout: PaperLayout, commit: CommitText): HTMLElement[] {
  const rule = FORMAT_RULES[layout.format][kind];
  const label = layout.labels[node.attrs.id as string]?.label ?? '';
  const title = editableText(node.attrs.title as string, kind === 'figure' ? 'Figure title' : 'Table title', (text) => commit('title', text));
  if (rule.layout === 'inline') {
    const line = element('p', 'ib-caption');
    line.append(element('span', 'ib-label', `${label}. `), title);
    return [line];
  }
  const titleLine = element('p', 'ib-caption is-italic');
  titleLine.append(title);
  return [element('p', 'ib-caption ib-label is-bold', label), titleLine];
}

/** A figure or table's note, after the format's label ("Note."), typed in place, when it has one. */
function noteLine(node: PmNode, layout: PaperLayout, commit: CommitText): HTMLElement[] {
  const note = node.attrs.note as string;
  if (!note) return [];
  const line = element('p', 'ib-note');
  const label = FORMAT_RULES[layout.format].noteLabel;
  if (label) line.append(element('span', 'ib-note-label', `${label} `));
  line.append(editableText(note, 'Note', (text) => commit('note', text)));
  return [line];
}

/**
 * A figure's or table's caption and note, redrawn only when what they show changed (the label, the format, the
 * text): not on every layout, and never under the writer's caret while a title or note is being typed.
 */
function captionParts(dom: HTMLElement) {
  let drawn: readonly unknown[] = [];
  let waiting: (() => void) | undefined;
  // A redraw asked for while typing in place waits until the text is left.
  dom.addEventListener('focusout', () => queueMicrotask(() => {
    const later = waiting;
    waiting = undefined;
    later?.();
  }));
  // Compared part by part, not as one string: a figure's image is a data: URL of many kilobytes.
  return (next: readonly unknown[], redraw: () => void) => {
    if (next.length === drawn.length && next.every((part, index) => part === drawn[index])) return;
    if (dom.contains(document.activeElement) && document.activeElement?.closest('.ib-editable')) {
      waiting = () => {
        drawn = next;
        redraw();
      };
      return;
    }
    drawn = next;
    redraw();
  };
}

function figureView(store: LayoutStore): NodeViewRenderer {
  return laidOutView(
    store,
    (props) => {
      const dom = element('figure', 'ib-figure');
      dom.contentEditable = 'false';
      let current: PmNode | undefined;
      const commit = textCommitter(props, () => current);
      const parts = captionParts(dom);
      return {
        dom,
        draw(node, layout) {
          current = node;
          const { src, title, note, id } = node.attrs as { src: string; title: string; note: string; id: string };
          parts([src, title, note, layout.format, layout.labels[id]?.label], () => {
            const image = src ? Object.assign(element('img', ''), { src, alt: title }) : element('div', 'ib-figure-empty', 'Image');
            const above = FORMAT_RULES[layout.format].figure.placement === 'above';
            const captionLines = caption('figure', node, layout, commit);
            dom.replaceChildren(...(above ? [...captionLines, image] : [image, ...captionLines]), ...noteLine(node, layout, commit));
          });
        },
      };
    },
    { atom: true },
  );
}

function tableView(store: LayoutStore): NodeViewRenderer {
  return laidOutView(
    store,
    (props) => {
      const dom = element('div', 'ib-table');
      dom.contentEditable = 'false';
      // The cells outlive redraws (every save and layout change brings one): the cell being typed in keeps its
      // focus and text, and the next one clicked is still the one typed into.
      const table = element('table', '');
      let node: PmNode | undefined;
      let cells: HTMLInputElement[][] = [];
      let drawn: HTMLElement[] = [];
      const commit = textCommitter(props, () => node);
      const parts = captionParts(dom);
      const build = (rows: string[][]) => {
        cells = rows.map((row, r) =>
          row.map((_, c) => {
            const input = Object.assign(element('input', 'ib-cell'), { ariaLabel: `Row ${r + 1}, column ${c + 1}` });
            // A cell's text is the table node's attrs: written back as one change when the cell is left.
            input.addEventListener('change', () => {
              const pos = props.getPos();
              if (typeof pos !== 'number' || !node) return;
              const next = (node.attrs.rows as string[][]).map((values, i) => (i === r ? values.map((value, j) => (j === c ? input.value : value)) : values));
              props.editor.view.dispatch(props.editor.state.tr.setNodeMarkup(pos, undefined, { ...node.attrs, rows: next }));
            });
            return input;
          }),
        );
        table.replaceChildren(
          ...cells.map((row, r) => {
            const tr = element('tr', '');
            for (const input of row) {
              const td = element(r === 0 ? 'th' : 'td', '');
              td.append(input);
              tr.append(td);
            }
            return tr;
          }),
        );
      };
      dom.append(table);
      return {
        dom,
        draw(next, layout) {
          node = next;
          const rows = next.attrs.rows as string[][];
          if (rows.length !== cells.length || rows.some((row, r) => row.length !== cells[r]!.length)) build(rows);
          rows.forEach((row, r) => row.forEach((value, c) => {
            const input = cells[r]![c]!;
            if (input !== document.activeElement && input.value !== value) input.value = value;
          }));
          const { title, note, id } = next.attrs as { title: string; note: string; id: string };
          parts([title, note, layout.format, layout.labels[id]?.label], () => {
            for (const part of drawn) part.remove();
            const above = caption('table', next, layout, commit);
            const below = noteLine(next, layout, commit);
            table.before(...above);
            table.after(...below);
            drawn = [...above, ...below];
          });
        },
      };
    },
    { atom: true },
  );
}

/** Every node view of the paper, reading one layout store (and the pages, for the table of contents). */
export function paperNodeViews(store: LayoutStore, pages: PagesStore): Partial<Record<PaperNodeType, NodeViewRenderer>> {
  return {
    citation: citationView(store),
    footnote: footnoteView(store),
    titlePage: titlePageView(store),
    referenceList: referenceListView(store),
    annotation: annotationView(store),
    abstract: labelledView(store, 'ib-abstract', () => 'Abstract'),
    appendix: labelledView(store, 'ib-appendix', (node, layout) => layout.labels[node.attrs.id as string]?.label ?? 'Appendix'),
    tableOfContents: tableOfContentsView(store, pages),
    figure: figureView(store),
    table: tableView(store),
  };
}
