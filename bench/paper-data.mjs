// The paper the paper benches share (issue 15's paper.bench.mjs, issue 16's editor.bench.mjs): a 30-page APA 7
// student paper citing 200 references of the bench corpus 400 times, and citeproc-js laying out the same citations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');

export const REFERENCES = 200;
export const CITATIONS = 400;
/** 80 paragraphs of 5 cited sentences: in LibreOffice a title page, 30 pages of text and 26 of references. */
const PARAGRAPHS = 80;
const WORDS =
  'Sleep after learning strengthens what was learned during the day and students who sleep well remember more of the material than students who stay up late the difference grows over the following days'.split(' ');

/** The paper's references as CSL-JSON: the first 200 items of the bench corpus. */
export const items = () => JSON.parse(read('./data/corpus-1000.json')).slice(0, REFERENCES);
/** The reference each citation cites: every reference twice, in an order that is not the list's. */
export const citedIndex = (n) => (n * 7) % REFERENCES;

/** The title page fields of the paper (an APA 7 student paper, paper type 11). */
export const TITLE = { Title: 'Sleep and Memory', Author: 'Ana María López', Course: 'PSY 101', Teacher: 'Dr. Rivera', Institution: 'State University', DueDate: '2026-03-04' };
export const PAPER_TYPE = 11;

/**
 * The paper's body: headings and 80 paragraphs with the 400 citations, as paper document nodes. `idOf(index)` is
 * the referenceUniqueID of the corpus item `index` (`R<index>` unless the references were stored elsewhere).
 */
export function paperBody(idOf = (index) => `R${index}`) {
  const body = [];
  let cited = 0;
  for (let p = 0; p < PARAGRAPHS; p++) {
    if (p % 10 === 0) body.push({ type: 'paragraph', attrs: { style: 'Heading1' }, content: [{ type: 'text', text: `Section ${p / 10 + 1}` }] });
    const content = [];
    const citations = Math.round(((p + 1) * CITATIONS) / PARAGRAPHS) - cited;
    const sentence = (k) => WORDS.slice(0, 18 + ((p + k) % 6)).join(' ');
    for (let c = 0; c < citations; c++, cited++) {
      content.push({ type: 'text', text: `${sentence(c)} ` });
      content.push({
        type: 'citation',
        attrs: { citationUniqueID: `C${cited}`, groupUniqueID: null, items: [{ referenceUniqueID: idOf(citedIndex(cited)), namePart: true, datePart: true }], prefix: '', suffix: '', narrative: false },
      });
      content.push({ type: 'text', text: c + 1 < citations ? '. ' : '.' });
    }
    body.push({ type: 'paragraph', attrs: { style: 'Normal' }, content });
  }
  return body;
}

/** `doc` with its first paragraph (a new paper's empty body) replaced by the paper's body. */
export function withPaperBody(doc, idOf) {
  const content = [...doc.content];
  const at = content.findIndex((node) => node.type === 'paragraph');
  content.splice(at, 1, ...paperBody(idOf));
  return { ...doc, content };
}

/** The whole paper document, made with the engine's `@ibid/engine/paper` module. */
export const paperDocument = (paper) => withPaperBody(paper.newPaperDocument(TITLE, PAPER_TYPE));

/** citeproc-js and one of bench/styles' CSL styles (apa.csl, modern-language-association.csl) with the US locale. */
export const citeprocWith = (styleFile) => ({ CSL: require('citeproc'), style: read(`./styles/${styleFile}`), locale: read('./styles/locales-en-US.xml') });

/** The paper's items as citeproc-js reads them, with the ids the citations use. */
export const citeprocItems = () => items().map((item, index) => ({ ...item, id: `R${index}` }));

/** A citeproc-js processor (html output) that reads `cslItems`, in `csl`'s style: what a style switch builds anew. */
export function citeprocEngine(csl, cslItems) {
  const byId = new Map(cslItems.map((item) => [item.id, item]));
  const engine = new csl.CSL.Engine({ retrieveLocale: () => csl.locale, retrieveItem: (id) => byId.get(id) }, csl.style, 'en-US');
  engine.setOutputFormat('html');
  return engine;
}

/** The paper's 400 citations as citeproc-js citation objects, in document order (for rebuildProcessorState). */
export const citeprocCitations = () =>
  Array.from({ length: CITATIONS }, (_, n) => ({ citationID: `C${n}`, citationItems: [{ id: `R${citedIndex(n)}` }], properties: { noteIndex: 0 } }));
