/// <reference types="office-js" />
/**
 * A fake Word for WordHost's tests: a small document model (paragraphs of runs, inline and block content controls,
 * tables, bookmarks, fields, custom properties, custom XML parts, the cursor) behind proxies that keep office-js's
 * batch semantics: a scalar is readable only after `load` and `context.sync()` (reading it before throws, as Word's
 * PropertyNotLoaded does), and every change is queued and made at the next sync, in order; a batch whose callback
 * throws makes none of its queued changes. `getFileAsync` answers the document as a .docx (the parts `readPaperDocx`
 * reads), in slices. The common api (`Office.context`) is a plain object (it has no load/sync); fake-word.ts wraps it in
 * office-addin-mock for the unit tests, and the browser tests' office.js double serves it as is. Only what WordHost
 * uses is modelled. No Node here: the browser tests bundle this model.
 */
import { strToU8, zipSync } from 'fflate';
import { CONTROL_KINDS, PAPER_DATA_NAMESPACE, parseControlTag } from '@ibid/engine/paper';
import { STYLE_NAMES } from '../render';

export interface FakeRun {
  kind: 'run';
  text: string;
  italic?: boolean;
  bold?: boolean;
}
export interface FakeControlProps {
  id: number;
  tag: string;
  title: string;
  appearance: string;
  cannotEdit: boolean;
  cannotDelete: boolean;
}
/** A footnote: its reference mark where it stands, its text. */
export interface FakeNote {
  kind: 'note';
  text: string;
}
export interface FakeInlineControl extends FakeControlProps {
  kind: 'inline';
  runs: (FakeRun | FakeNote)[];
}
export type FakeInline = FakeRun | FakeNote | FakeInlineControl | { kind: 'picture'; base64: string } | { kind: 'field'; code: string };
export interface FakeParagraph {
  kind: 'p';
  style: string;
  inlines: FakeInline[];
  bookmarks: string[];
  /** The paragraph starts a page (`w:pageBreakBefore`). */
  pageBreakBefore?: boolean;
}
export interface FakeTable {
  kind: 'table';
  rows: string[][];
}
export interface FakeBlockControl extends FakeControlProps {
  kind: 'block';
  children: FakeBlock[];
}
export type FakeBlock = FakeParagraph | FakeTable | FakeBlockControl;
type FakeControl = FakeInlineControl | FakeBlockControl;

/** The cursor: a point in a paragraph, before its inline at `index` (inside an inline control when `control` is set). */
interface Caret {
  paragraph: FakeParagraph;
  index: number;
  control?: FakeInlineControl;
}

export interface FakeDocument {
  body: FakeBlock[];
  properties: Map<string, string>;
  xmlParts: { id: string; xml: string }[];
  caret: Caret;
  /** The control or paragraph last selected. */
  selected: FakeControl | FakeParagraph | undefined;
  /** Documents opened with `createDocument(base64).open()`. */
  opened: string[];
  /** Syncs made, and batches whose queued changes were dropped (their callback threw). */
  syncs: number;
  /** The paragraph styles the document defines, by name: Word refuses to set any other. */
  styles: Set<string>;
}

/** The paragraph styles of a new, blank Word document. */
export const WORD_STYLES = ['Normal', ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((level) => `Heading ${level}`), 'Title', 'Subtitle', 'Quote', 'List Paragraph', 'Caption', 'Header', 'Footer'];

const NOT_LOADED = (name: string) =>
  Object.assign(new Error(`The property '${name}' is not available. Before reading the property's value, call the load method on the containing object and call "context.sync()" on the associated request context.`), { code: 'PropertyNotLoaded' });
const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

export const paragraph = (text = '', style = 'Normal', extra: FakeInline[] = []): FakeParagraph => ({ kind: 'p', style, inlines: [...(text ? [{ kind: 'run' as const, text }] : []), ...extra], bookmarks: [] });

let controlIds = 0;
export const blockControl = (tag: string, children: FakeBlock[], props: Partial<FakeControlProps> = {}): FakeBlockControl => ({
  kind: 'block',
  id: (controlIds += 1),
  tag,
  title: parseControlTag(tag) ? CONTROL_KINDS[parseControlTag(tag)!.kind].alias : '',
  appearance: 'BoundingBox',
  cannotEdit: false,
  cannotDelete: false,
  ...props,
  children,
});

const runsText = (runs: readonly (FakeRun | FakeNote)[]) => runs.map((run) => (run.kind === 'run' ? run.text : '')).join('');
const inlineText = (inline: FakeInline) => (inline.kind === 'run' ? inline.text : inline.kind === 'inline' ? runsText(inline.runs) : '');
const paragraphText = (p: FakeParagraph) => p.inlines.map(inlineText).join('');
const blockText = (block: FakeBlock): string =>
  block.kind === 'p' ? paragraphText(block) : block.kind === 'table' ? block.rows.map((row) => row.join('\t')).join('\n') : block.children.map(blockText).join('\n');
const controlText = (control: FakeControl) => (control.kind === 'inline' ? runsText(control.runs) : control.children.map(blockText).join('\n'));

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const wVal = (element: Element | undefined) => element?.getAttributeNS(W_NS, 'val') ?? undefined;
const wChild = (element: Element, name: string) => Array.from(element.children).find((child) => child.localName === name);

/** What Word takes from a flat-OPC package: its body's paragraphs and block controls, and the names of the styles it defines. */
function packageContent(ooxml: string): { blocks: FakeBlock[]; styles: string[] } {
  const pkg = new DOMParser().parseFromString(ooxml, 'application/xml');
  const styleNames = new Map(Array.from(pkg.getElementsByTagNameNS(W_NS, 'style')).map((style) => [style.getAttributeNS(W_NS, 'styleId') ?? '', wVal(wChild(style, 'name')) ?? '']));
  const block = (element: Element): FakeBlock[] => {
    if (element.localName === 'p') {
      const properties = wChild(element, 'pPr');
      const styleId = properties && wVal(wChild(properties, 'pStyle'));
      const made = paragraph(element.textContent ?? '', (styleId && styleNames.get(styleId)) || 'Normal');
      if (properties && wChild(properties, 'pageBreakBefore')) made.pageBreakBefore = true;
      return [made];
    }
    if (element.localName !== 'sdt') return [];
    const tag = wVal(wChild(wChild(element, 'sdtPr')!, 'tag')) ?? '';
    return [blockControl(tag, Array.from(wChild(element, 'sdtContent')?.children ?? []).flatMap(block))];
  };
  const body = pkg.getElementsByTagNameNS(W_NS, 'body')[0];
  return { blocks: Array.from(body?.children ?? []).flatMap(block), styles: [...styleNames.values()] };
}

/** Every block list of the document with the control holding it (undefined for the body), depth first. */
function containers(body: FakeBlock[]): { list: FakeBlock[]; owner: FakeBlockControl | undefined }[] {
  const out: { list: FakeBlock[]; owner: FakeBlockControl | undefined }[] = [];
  const walk = (list: FakeBlock[], owner: FakeBlockControl | undefined) => {
    out.push({ list, owner });
    for (const block of list) if (block.kind === 'block') walk(block.children, block);
  };
  walk(body, undefined);
  return out;
}

/** Every control in document order, a control before the controls inside it (as Word lists them). */
function allControls(body: FakeBlock[]): FakeControl[] {
  const out: FakeControl[] = [];
  const walk = (list: FakeBlock[]) => {
    for (const block of list) {
      if (block.kind === 'block') {
        out.push(block);
        walk(block.children);
      } else if (block.kind === 'p') for (const inline of block.inlines) if (inline.kind === 'inline') out.push(inline);
    }
  };
  walk(body);
  return out;
}

function paragraphsOf(list: FakeBlock[]): FakeParagraph[] {
  return list.flatMap((block) => (block.kind === 'p' ? [block] : block.kind === 'block' ? paragraphsOf(block.children) : []));
}

/** The document as a flat sequence of positions, to compare where things stand. */
function order(doc: FakeDocument): (FakeParagraph | FakeControl)[] {
  const out: (FakeParagraph | FakeControl)[] = [];
  const walk = (list: FakeBlock[]) => {
    for (const block of list) {
      if (block.kind === 'block') {
        out.push(block);
        walk(block.children);
      } else if (block.kind === 'p') out.push(block);
    }
  };
  walk(doc.body);
  return out;
}

export class FakeWordModel {
  readonly doc: FakeDocument;
  /** The requirement sets Word answers as supported: WordApi up to this version. */
  wordApi = 1.5;
  platform = 'PC';
  sliceSize = 2048;
  /** The common api's event handlers, by the event type they were added for. */
  readonly handlers = new Map<() => void, string>();

  /** What Word does when the writer moves the cursor or types. */
  selectionChanged() {
    for (const [handler, type] of this.handlers) if (type === 'documentSelectionChanged') handler();
  }

  constructor(body: FakeBlock[], properties: Record<string, string>, { caret, styles = WORD_STYLES }: { caret?: { paragraph: FakeParagraph; index?: number }; styles?: readonly string[] } = {}) {
    const first = caret?.paragraph ?? paragraphsOf(body)[0] ?? paragraph();
    this.doc = {
      body,
      properties: new Map(Object.entries(properties)),
      xmlParts: [],
      caret: { paragraph: first, index: caret?.index ?? first.inlines.length },
      selected: undefined,
      opened: [],
      syncs: 0,
      styles: new Set(styles),
    };
  }

  /** `Word.run`: each batch on a new request context over the document. */
  readonly run = (async <T>(callback: (context: Word.RequestContext) => Promise<T>) => {
    const context = new FakeContext(this.doc, this.wordApi);
    return callback(context as unknown as Word.RequestContext);
  }) as unknown as typeof Word.run;

  /** The common api's `context` as WordHost reads it. */
  commonContext() {
    return {
      platform: this.platform,
      requirements: { isSetSupported: (name: string, version = '1.1') => name === 'WordApi' && Number(version) <= this.wordApi },
      document: {
        getFileAsync: (_type: unknown, _options: { sliceSize?: number }, callback: (result: unknown) => void) => this.getFile(callback),
        addHandlerAsync: (type: string, handler: () => void) => this.handlers.set(handler, type),
        removeHandlerAsync: (_type: string, options: { handler: () => void }) => this.handlers.delete(options.handler),
      },
    };
  }

  cursorAtEndOf(p: FakeParagraph) {
    this.doc.caret = { paragraph: p, index: p.inlines.length };
  }

  cursorIn(tag: string) {
    const control = allControls(this.doc.body).find((c) => c.tag === tag);
    if (!control) throw new Error(`no control ${tag}`);
    if (control.kind === 'inline') {
      const p = paragraphsOf(this.doc.body).find((candidate) => candidate.inlines.includes(control))!;
      this.doc.caret = { paragraph: p, index: p.inlines.indexOf(control), control };
    } else {
      const p = paragraphsOf(control.children)[0]!;
      this.doc.caret = { paragraph: p, index: p.inlines.length };
    }
  }

  controls() {
    return allControls(this.doc.body).map((c) => ({ tag: c.tag, title: c.title, text: controlText(c), cannotEdit: c.cannotEdit, appearance: c.appearance, kind: c.kind }));
  }

  control(tag: string) {
    const found = allControls(this.doc.body).find((c) => c.tag === tag);
    return found;
  }

  /** The text of the body's paragraphs, one string per paragraph (a table's cells tab-separated). */
  text(): string[] {
    return paragraphsOf(this.doc.body).map(paragraphText);
  }

  /** The footnotes, in document order. */
  notes(): FakeNote[] {
    return allControls(this.doc.body).flatMap((c) => (c.kind === 'inline' ? c.runs.filter((run): run is FakeNote => run.kind === 'note') : []));
  }

  paperDataXml(): string | undefined {
    return this.doc.xmlParts.find((part) => namespaceOf(part.xml) === PAPER_DATA_NAMESPACE)?.xml;
  }

  /** The document as the .docx parts `readPaperDocx` reads. */
  docx(): Uint8Array {
    const files: Record<string, Uint8Array> = {
      'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${this.doc.body.map(blockXml).join('')}</w:body></w:document>`),
      'docProps/custom.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes">${[...this.doc.properties]
          .map(([name, value], index) => `<property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="${index + 2}" name="${escape(name)}"><vt:lpwstr>${escape(value)}</vt:lpwstr></property>`)
          .join('')}</Properties>`,
      ),
    };
    this.doc.xmlParts.forEach((part, index) => (files[`customXml/item${index + 1}.xml`] = strToU8(part.xml)));
    const notes = [...noteIds].filter(([note]) => this.notes().includes(note));
    files['word/footnotes.xml'] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:footnotes xmlns:w="${W}">${notes.map(([note, id]) => `<w:footnote w:id="${id}">${paragraphXml(paragraph(note.text, 'FootnoteText'))}</w:footnote>`).join('')}</w:footnotes>`,
    );
    return zipSync(files);
  }

  private getFile(callback: (result: unknown) => void) {
    const bytes = this.docx();
    const size = this.sliceSize;
    const file = {
      size: bytes.length,
      sliceCount: Math.ceil(bytes.length / size),
      getSliceAsync: (index: number, done: (result: unknown) => void) =>
        done({ status: 'succeeded', value: { index, size, data: Array.from(bytes.subarray(index * size, (index + 1) * size)) } }),
      closeAsync: () => undefined,
    };
    callback({ status: 'succeeded', value: file });
  }
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const namespaceOf = (xml: string) => /<(?:\w+:)?\w+[^>]*\sxmlns(?::\w+)?="([^"]+)"/.exec(xml.replace(/<\?xml[^>]*\?>/, ''))?.[1];
const STYLE_IDS: Record<string, string> = Object.fromEntries(Object.entries(STYLE_NAMES).map(([id, name]) => [name, id]));

const noteIds = new Map<FakeNote, number>();
const noteXml = (note: FakeNote) => {
  if (!noteIds.has(note)) noteIds.set(note, noteIds.size + 1);
  return `<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="${noteIds.get(note)}"/></w:r>`;
};
const runXml = (run: FakeRun | FakeNote): string =>
  run.kind === 'note' ? noteXml(run) :
  `<w:r>${run.italic || run.bold ? `<w:rPr>${run.bold ? '<w:b/>' : ''}${run.italic ? '<w:i/>' : ''}</w:rPr>` : ''}<w:t xml:space="preserve">${escape(run.text)}</w:t></w:r>`;
const sdtXml = (c: FakeControlProps, content: string) =>
  `<w:sdt><w:sdtPr><w:alias w:val="${escape(c.title)}"/><w:tag w:val="${escape(c.tag)}"/><w:id w:val="${c.id}"/></w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`;
const inlineXml = (inline: FakeInline) =>
  inline.kind === 'run' || inline.kind === 'note' ? runXml(inline) : inline.kind === 'inline' ? sdtXml(inline, inline.runs.map(runXml).join('')) : inline.kind === 'field' ? `<w:fldSimple w:instr="${escape(inline.code)}"/>` : '';
const paragraphXml = (p: FakeParagraph) =>
  `<w:p><w:pPr><w:pStyle w:val="${STYLE_IDS[p.style] ?? p.style.replace(/\s/g, '')}"/></w:pPr>${p.bookmarks.map((name, index) => `<w:bookmarkStart w:id="${index}" w:name="${name}"/><w:bookmarkEnd w:id="${index}"/>`).join('')}${p.inlines.map(inlineXml).join('')}</w:p>`;
const blockXml = (block: FakeBlock): string =>
  block.kind === 'p'
    ? paragraphXml(block)
    : block.kind === 'table'
      ? `<w:tbl>${block.rows.map((row) => `<w:tr>${row.map((cell) => `<w:tc>${paragraphXml(paragraph(cell))}</w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`
      : sdtXml(block, block.children.map(blockXml).join(''));

/** A request context: changes queued until `sync`, loads answered at `sync`. */
class FakeContext {
  readonly queue: (() => void)[] = [];
  readonly loads: (() => void)[] = [];
  readonly document: FakeDocumentProxy;
  readonly application: { createDocument(base64: string): { open(): void } };

  constructor(
    readonly doc: FakeDocument,
    private readonly wordApi: number,
  ) {
    this.document = new FakeDocumentProxy(this);
    this.application = { createDocument: (base64) => ({ open: () => this.queue.push(() => doc.opened.push(base64)) }) };
  }

  /** A call of a newer requirement set than this Word's fails its batch's sync, as Word answers ApiNotFound. */
  requires(version: number, call: string) {
    if (version > this.wordApi) this.queue.push(() => {
      throw failure('ApiNotFound', `${call} needs WordApi ${version}.`);
    });
  }

  async sync() {
    this.doc.syncs += 1;
    for (const change of this.queue.splice(0)) change();
    for (const load of this.loads.splice(0)) load();
  }
}

/** A proxy whose scalars are read after load + sync; `snapshot` gives them from the model at the sync. */
abstract class Loadable {
  private values: Record<string, unknown> | undefined;
  constructor(protected readonly ctx: FakeContext) {}
  protected abstract snapshot(): Record<string, unknown>;
  load(properties?: string | string[]) {
    const names = properties === undefined ? undefined : (Array.isArray(properties) ? properties : properties.split(',')).map((name) => name.trim());
    this.ctx.loads.push(() => this.fill(names));
    return this;
  }
  /** Takes the named scalars (all without names) from the model: what a sync answers to a load. */
  fill(names: string[] | undefined) {
    const all = this.snapshot();
    this.values = { ...this.values, ...(names ? Object.fromEntries(names.filter((n) => n in all).map((n) => [n, all[n]])) : all) };
  }
  protected read<T>(name: string): T {
    if (!this.values || !(name in this.values)) throw NOT_LOADED(name);
    return this.values[name] as T;
  }
  protected queue(change: () => void) {
    this.ctx.queue.push(change);
  }
}

/** A lazily resolved model object: a proxy made for something a queued change creates points at it once made. */
type Ref<T> = () => T;

class FakeDocumentProxy {
  readonly body: FakeBodyProxy;
  readonly properties: { customProperties: FakeCustomProperties };
  readonly customXmlParts: FakeXmlParts;
  constructor(private readonly ctx: FakeContext) {
    this.body = new FakeBodyProxy(ctx);
    this.properties = { customProperties: new FakeCustomProperties(ctx) };
    this.customXmlParts = new FakeXmlParts(ctx);
  }
  getSelection() {
    return new FakeRange(this.ctx, () => ({ ...this.ctx.doc.caret }));
  }
}

class FakeCustomProperty extends Loadable {
  constructor(
    ctx: FakeContext,
    private readonly name: string,
  ) {
    super(ctx);
  }
  protected snapshot() {
    return { key: this.name, value: this.ctx.doc.properties.get(this.name) };
  }
  get key() {
    return this.read<string>('key');
  }
  get value() {
    return this.read<string>('value');
  }
}

/** Collections load their items (`items/x` loads x of each item; `items` every scalar). */
abstract class FakeCollection<T extends Loadable> {
  private list: T[] | undefined;
  constructor(protected readonly ctx: FakeContext) {}
  protected abstract current(): T[];
  load(properties?: string) {
    const itemProps = (properties ?? 'items')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name.startsWith('items'))
      .map((name) => name.slice('items/'.length))
      .filter(Boolean);
    this.ctx.loads.push(() => {
      this.list = this.current();
      for (const item of this.list) item.fill(itemProps.length ? itemProps : undefined);
    });
    return this;
  }
  get items(): T[] {
    if (!this.list) throw NOT_LOADED('items');
    return this.list;
  }
}

class FakeCustomProperties extends FakeCollection<FakeCustomProperty> {
  protected current() {
    return [...this.ctx.doc.properties.keys()].map((name) => new FakeCustomProperty(this.ctx, name));
  }
  add(key: string, value: string) {
    this.ctx.queue.push(() => this.ctx.doc.properties.set(key, String(value)));
  }
}

class FakeXmlPart extends Loadable {
  constructor(
    ctx: FakeContext,
    private readonly part: { id: string; xml: string },
  ) {
    super(ctx);
  }
  protected snapshot() {
    return { id: this.part.id, namespaceUri: namespaceOf(this.part.xml) };
  }
  getXml() {
    const result = { value: undefined as unknown as string };
    this.ctx.loads.push(() => (result.value = this.part.xml));
    return result;
  }
  setXml(xml: string) {
    this.queue(() => (this.part.xml = xml));
  }
}

class FakeXmlParts {
  constructor(private readonly ctx: FakeContext) {}
  getByNamespace(namespace: string) {
    const ctx = this.ctx;
    ctx.requires(1.4, 'customXmlParts.getByNamespace');
    return new (class extends FakeCollection<FakeXmlPart> {
      protected current() {
        return ctx.doc.xmlParts.filter((part) => namespaceOf(part.xml) === namespace).map((part) => new FakeXmlPart(ctx, part));
      }
    })(ctx);
  }
  add(xml: string) {
    this.ctx.requires(1.4, 'customXmlParts.add');
    this.ctx.queue.push(() => this.ctx.doc.xmlParts.push({ id: `{${this.ctx.doc.xmlParts.length + 1}}`, xml }));
  }
}

/** Where a paragraph stands: the list holding it. */
function listOf(doc: FakeDocument, p: FakeBlock): FakeBlock[] {
  const found = containers(doc.body).find(({ list }) => list.includes(p));
  if (!found) throw failure('ItemNotFound', 'The paragraph is no longer in the document.');
  return found.list;
}

/** A paragraph in a control whose contents are locked cannot be changed (Word answers AccessDenied). */
function editable(doc: FakeDocument, p: FakeParagraph): FakeParagraph {
  if (containers(doc.body).some(({ list, owner }) => owner?.cannotEdit && paragraphsOf(list).includes(p))) throw failure('AccessDenied', 'The contents of this content control cannot be edited.');
  return p;
}

/** The innermost control around a caret. */
function parentControl(doc: FakeDocument, caret: Caret): FakeControl | undefined {
  if (caret.control) return caret.control;
  return containers(doc.body).find(({ list }) => list.includes(caret.paragraph))?.owner;
}

class FakeBodyProxy extends Loadable {
  protected snapshot() {
    return { text: paragraphsOf(this.ctx.doc.body).map(paragraphText).join('\n') };
  }
  get text() {
    return this.read<string>('text');
  }
  get contentControls() {
    const ctx = this.ctx;
    return new (class extends FakeCollection<FakeContentControl> {
      protected current() {
        return allControls(ctx.doc.body).map((control) => new FakeContentControl(ctx, () => control));
      }
    })(ctx);
  }
  /** A flat-OPC package's blocks (paragraphs, block controls) at the body's end, and the styles it defines that the document lacks. */
  insertOoxml(ooxml: string, location: 'End') {
    if (location !== 'End') throw failure('NotImplemented', 'The fake inserts a package at the body’s end only.');
    this.ctx.queue.push(() => {
      const { blocks, styles } = packageContent(ooxml);
      styles.forEach((name) => this.ctx.doc.styles.add(name));
      this.ctx.doc.body.push(...blocks);
    });
  }
  insertParagraph(text: string, location: 'Start' | 'End') {
    let made: FakeParagraph | undefined;
    this.ctx.queue.push(() => {
      made = paragraph(text);
      if (location === 'Start') this.ctx.doc.body.unshift(made);
      else this.ctx.doc.body.push(made);
    });
    return new FakeParagraphProxy(this.ctx, () => made!);
  }
}

class FakeParagraphs extends FakeCollection<FakeParagraphProxy> {
  constructor(
    ctx: FakeContext,
    private readonly paragraphs: Ref<FakeParagraph[]>,
  ) {
    super(ctx);
  }
  protected current() {
    return this.paragraphs().map((p) => new FakeParagraphProxy(this.ctx, () => p));
  }
  getFirst() {
    return new FakeParagraphProxy(this.ctx, () => this.paragraphs()[0]!);
  }
  getLast() {
    return new FakeParagraphProxy(this.ctx, () => this.paragraphs().at(-1)!);
  }
}

class FakeFont {
  constructor(
    private readonly ctx: FakeContext,
    private readonly runs: Ref<FakeRun[]>,
  ) {}
  set italic(value: boolean) {
    this.ctx.queue.push(() => this.runs().forEach((run) => (run.italic = value)));
  }
  set bold(value: boolean) {
    this.ctx.queue.push(() => this.runs().forEach((run) => (run.bold = value)));
  }
}

/** A range: a caret (selection, a control's edges) or the runs a text insertion made. */
class FakeRange {
  constructor(
    private readonly ctx: FakeContext,
    private readonly caret: Ref<Caret>,
    private readonly runs: Ref<FakeRun[]> = () => [],
  ) {}
  get font() {
    return new FakeFont(this.ctx, this.runs);
  }
  getRange() {
    return this;
  }
  get parentContentControlOrNullObject() {
    return new FakeContentControl(this.ctx, () => parentControl(this.ctx.doc, this.caret()));
  }
  get paragraphs() {
    return new FakeParagraphs(this.ctx, () => [this.caret().paragraph]);
  }
  compareLocationWith(other: FakeRange) {
    const result = { value: undefined as unknown as string };
    this.ctx.loads.push(() => {
      const a = this.caret();
      const b = other.caret();
      const sequence = order(this.ctx.doc);
      const before = a.paragraph === b.paragraph ? a.index <= b.index : sequence.indexOf(a.paragraph) < sequence.indexOf(b.paragraph);
      result.value = before ? 'Before' : 'After';
    });
    return result;
  }
  insertContentControl() {
    let made: FakeInlineControl | undefined;
    this.ctx.queue.push(() => {
      const caret = this.caret();
      if (caret.control) throw failure('InvalidArgument', 'A content control cannot be inserted here.');
      made = { kind: 'inline', id: (controlIds += 1), tag: '', title: '', appearance: 'BoundingBox', cannotEdit: false, cannotDelete: false, runs: [] };
      caret.paragraph.inlines.splice(caret.index, 0, made);
    });
    return new FakeContentControl(this.ctx, () => made);
  }
  /** The footnote's reference goes after the range: in the control when the range is a control's end. */
  insertFootnote(text = '') {
    const note: FakeNote = { kind: 'note', text };
    this.ctx.requires(1.5, 'insertFootnote');
    this.ctx.queue.push(() => {
      const caret = this.caret();
      if (!caret.control) throw failure('NotImplemented', 'The fake puts footnotes in inline controls only.');
      caret.control.runs.push(note);
    });
    return new FakeNoteItem(this.ctx, () => note);
  }
  insertBookmark(name: string) {
    this.ctx.requires(1.4, 'insertBookmark');
    this.ctx.queue.push(() => this.caret().paragraph.bookmarks.push(name));
  }
  insertField(_location: string, type: string, code: string) {
    this.ctx.requires(1.5, 'insertField');
    this.ctx.queue.push(() => {
      const caret = this.caret();
      caret.paragraph.inlines.splice(caret.index, 0, { kind: 'field', code: `${type} ${code}` });
    });
  }
  select() {
    this.ctx.queue.push(() => {
      this.ctx.doc.caret = this.caret();
      this.ctx.doc.selected = undefined;
    });
  }
}

class FakeParagraphProxy extends Loadable {
  constructor(
    ctx: FakeContext,
    private readonly target: Ref<FakeParagraph>,
  ) {
    super(ctx);
  }
  protected snapshot() {
    const p = this.target();
    return { text: paragraphText(p), style: p.style };
  }
  get text() {
    return this.read<string>('text');
  }
  set style(name: string) {
    this.queue(() => {
      if (!this.ctx.doc.styles.has(name)) throw failure('InvalidArgument', `The style "${name}" does not exist in this document.`);
      editable(this.ctx.doc, this.target()).style = name;
    });
  }
  /** Word names its built-in styles in the user's language; the fake in English. */
  set styleBuiltIn(id: string) {
    this.queue(() => (editable(this.ctx.doc, this.target()).style = STYLE_NAMES[id as keyof typeof STYLE_NAMES] ?? id));
  }
  insertParagraph(text: string, location: 'Before' | 'After') {
    let made: FakeParagraph | undefined;
    this.queue(() => {
      const p = this.target();
      const list = listOf(this.ctx.doc, p);
      made = paragraph(text, p.style === STYLE_NAMES.SectionTitle ? 'Normal' : p.style);
      list.splice(list.indexOf(p) + (location === 'After' ? 1 : 0), 0, made);
    });
    return new FakeParagraphProxy(this.ctx, () => made!);
  }
  insertText(text: string, location: 'Start' | 'End' | 'Replace') {
    const made: FakeRun[] = [];
    this.queue(() => {
      const p = editable(this.ctx.doc, this.target());
      const run: FakeRun = { kind: 'run', text };
      made.push(run);
      if (location === 'Replace') p.inlines = [run];
      else if (location === 'Start') p.inlines.unshift(run);
      else p.inlines.push(run);
    });
    return new FakeRange(this.ctx, () => ({ paragraph: this.target(), index: 0 }), () => made);
  }
  insertInlinePictureFromBase64(base64: string, location: 'Start' | 'End') {
    this.queue(() => {
      const p = editable(this.ctx.doc, this.target());
      if (location === 'Start') p.inlines.unshift({ kind: 'picture', base64 });
      else p.inlines.push({ kind: 'picture', base64 });
    });
  }
  insertOoxml(ooxml: string) {
    this.queue(() => {
      const code = /w:instr="([^"]*)"/.exec(ooxml)?.[1]?.replace(/&quot;/g, '"').trim() ?? '';
      this.target().inlines = [{ kind: 'field', code }];
    });
  }
  insertContentControl() {
    let made: FakeBlockControl | undefined;
    this.queue(() => {
      const p = this.target();
      const list = listOf(this.ctx.doc, p);
      made = blockControl('', [p]);
      list.splice(list.indexOf(p), 1, made);
    });
    return new FakeContentControl(this.ctx, () => made);
  }
  getRange(location: 'Whole' | 'Start' | 'End' = 'Whole') {
    return new FakeRange(this.ctx, () => {
      const p = this.target();
      return { paragraph: p, index: location === 'Start' ? 0 : p.inlines.length };
    });
  }
  select(location: 'Select' | 'Start' | 'End' = 'Select') {
    this.queue(() => {
      const p = this.target();
      this.ctx.doc.caret = { paragraph: p, index: location === 'Start' ? 0 : p.inlines.length };
      this.ctx.doc.selected = location === 'Select' ? p : undefined;
    });
  }
}

class FakeContentControl extends Loadable {
  constructor(
    ctx: FakeContext,
    private readonly target: Ref<FakeControl | undefined>,
  ) {
    super(ctx);
  }
  private control(): FakeControl {
    const control = this.target();
    if (!control) throw failure('ItemNotFound', 'The content control is not there.');
    return control;
  }
  protected snapshot() {
    const control = this.target();
    if (!control) return { isNullObject: true, tag: null, title: null, text: null, cannotEdit: null, cannotDelete: null, appearance: null };
    return { isNullObject: false, tag: control.tag, title: control.title, text: controlText(control), cannotEdit: control.cannotEdit, cannotDelete: control.cannotDelete, appearance: control.appearance };
  }
  get isNullObject() {
    return this.read<boolean>('isNullObject');
  }
  /** The control around this one: the block control holding it (or its paragraph). */
  get parentContentControlOrNullObject() {
    return new FakeContentControl(this.ctx, () => {
      const control = this.control();
      const held = control.kind === 'block' ? control : paragraphsOf(this.ctx.doc.body).find((p) => p.inlines.includes(control));
      return containers(this.ctx.doc.body).find(({ list }) => list.includes(held as FakeBlock))?.owner;
    });
  }
  get tag() {
    return this.read<string>('tag');
  }
  set tag(value: string) {
    this.queue(() => (this.control().tag = value));
  }
  get title() {
    return this.read<string>('title');
  }
  set title(value: string) {
    this.queue(() => (this.control().title = value));
  }
  get text() {
    return this.read<string>('text');
  }
  get cannotEdit() {
    return this.read<boolean>('cannotEdit');
  }
  set cannotEdit(value: boolean) {
    this.queue(() => (this.control().cannotEdit = value));
  }
  set cannotDelete(value: boolean) {
    this.queue(() => (this.control().cannotDelete = value));
  }
  set appearance(value: string) {
    this.queue(() => (this.control().appearance = value));
  }
  private editable(): FakeControl {
    const control = this.control();
    if (control.cannotEdit) throw failure('AccessDenied', 'The contents of this content control cannot be edited.');
    return control;
  }
  get footnotes() {
    const ctx = this.ctx;
    ctx.requires(1.5, 'footnotes');
    const control = () => this.control();
    return new (class extends FakeCollection<FakeNoteItem> {
      protected current() {
        const c = control();
        return c.kind === 'inline' ? c.runs.filter((run): run is FakeNote => run.kind === 'note').map((note) => new FakeNoteItem(ctx, () => note)) : [];
      }
    })(ctx);
  }
  get paragraphs() {
    return new FakeParagraphs(this.ctx, () => {
      const control = this.control();
      return control.kind === 'block' ? paragraphsOf(control.children) : [];
    });
  }
  insertText(text: string, location: 'Replace' | 'Start' | 'End') {
    this.queue(() => {
      const control = this.editable();
      if (control.kind === 'inline') {
        const run: FakeRun = { kind: 'run', text };
        control.runs = location === 'Replace' ? [run] : location === 'Start' ? [run, ...control.runs] : [...control.runs, run];
      } else if (location === 'Replace') {
        const style = paragraphsOf(control.children)[0]?.style ?? 'Normal';
        control.children = text.split('\n').map((line) => paragraph(line, style));
      } else throw failure('NotImplemented', 'The fake inserts text in a block control only by replacing it.');
    });
  }
  insertParagraph(text: string, location: 'Start' | 'End' | 'Before' | 'After') {
    let made: FakeParagraph | undefined;
    this.queue(() => {
      const control = this.control();
      made = paragraph(text);
      if (location === 'Before' || location === 'After') {
        const list = listOf(this.ctx.doc, control as FakeBlockControl);
        list.splice(list.indexOf(control as FakeBlockControl) + (location === 'After' ? 1 : 0), 0, made);
        return;
      }
      const block = this.editable();
      if (block.kind !== 'block') throw failure('InvalidArgument', 'An inline content control holds no paragraphs.');
      if (location === 'Start') block.children.unshift(made);
      else block.children.push(made);
    });
    return new FakeParagraphProxy(this.ctx, () => made!);
  }
  insertTable(rows: number, columns: number, location: 'Start' | 'End', values: string[][]) {
    this.queue(() => {
      const block = this.editable();
      if (block.kind !== 'block') throw failure('InvalidArgument', 'An inline content control holds no table.');
      const table: FakeTable = { kind: 'table', rows: Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => values[r]?.[c] ?? '')) };
      if (location === 'Start') block.children.unshift(table);
      else block.children.push(table);
    });
  }
  clear() {
    this.queue(() => {
      const control = this.editable();
      if (control.kind === 'inline') control.runs = [];
      else control.children = [paragraph('', paragraphsOf(control.children)[0]?.style ?? 'Normal')];
    });
  }
  delete(keepContent: boolean) {
    this.queue(() => {
      const control = this.control();
      if (control.cannotDelete) throw failure('AccessDenied', 'This content control cannot be deleted.');
      if (!keepContent && control.cannotEdit) throw failure('AccessDenied', 'The contents of this content control cannot be edited.');
      if (control.kind === 'inline') {
        const p = paragraphsOf(this.ctx.doc.body).find((candidate) => candidate.inlines.includes(control))!;
        p.inlines.splice(p.inlines.indexOf(control), 1, ...(keepContent ? control.runs : []));
      } else {
        const list = listOf(this.ctx.doc, control);
        list.splice(list.indexOf(control), 1, ...(keepContent ? control.children : []));
      }
    });
  }
  getRange(location: 'Whole' | 'After' | 'Start' | 'End' = 'Whole') {
    return new FakeRange(this.ctx, () => {
      const control = this.control();
      if (control.kind === 'block') {
        const p = paragraphsOf(control.children)[0]!;
        return { paragraph: p, index: 0 };
      }
      const p = paragraphsOf(this.ctx.doc.body).find((candidate) => candidate.inlines.includes(control))!;
      const index = p.inlines.indexOf(control);
      return location === 'After' ? { paragraph: p, index: index + 1 } : location === 'End' ? { paragraph: p, index, control } : { paragraph: p, index };
    });
  }
  select() {
    this.queue(() => (this.ctx.doc.selected = this.control()));
  }
}

class FakeNoteItem extends Loadable {
  constructor(
    ctx: FakeContext,
    private readonly note: Ref<FakeNote>,
  ) {
    super(ctx);
  }
  protected snapshot() {
    return { type: 'Footnote' };
  }
  get body() {
    return {
      insertText: (text: string, location: 'Replace') => {
        if (location !== 'Replace') throw failure('NotImplemented', 'The fake replaces a note’s text only.');
        this.queue(() => (this.note().text = text));
      },
    };
  }
}
