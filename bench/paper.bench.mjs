// A paper end to end (issue 15): a 30-page APA 7 student paper citing 200 references 400 times, laid out
// (every citation's text with disambiguation across the paper, the sorted reference list) and written as a .docx
// by paperToDocx, against citeproc-js formatting the same 400 citations and the bibliography of the same 200 items
// with the official apa.csl (html output, no .docx: citeproc writes none). Goal: the paper under 300 ms.
// Each row loads its own engine and data in setup(), in the child process run.mjs gives it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');

const REFERENCES = 200;
const CITATIONS = 400;
/** 80 paragraphs of 5 cited sentences: in LibreOffice a title page, 30 pages of text and 26 of references. */
const PARAGRAPHS = 80;
const WORDS =
  'Sleep after learning strengthens what was learned during the day and students who sleep well remember more of the material than students who stay up late the difference grows over the following days'.split(' ');

const items = () => JSON.parse(read('./data/corpus-1000.json')).slice(0, REFERENCES);
/** The reference each citation cites: every reference twice, in an order that is not the list's. */
const citedIndex = (n) => (n * 7) % REFERENCES;

function paperDocument(paper) {
  const doc = paper.newPaperDocument(
    { Title: 'Sleep and Memory', Author: 'Ana María López', Course: 'PSY 101', Teacher: 'Dr. Rivera', Institution: 'State University', DueDate: '2026-03-04' },
    11,
  );
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
        attrs: { citationUniqueID: `C${cited}`, groupUniqueID: null, items: [{ referenceUniqueID: `R${citedIndex(cited)}`, namePart: true, datePart: true }], prefix: '', suffix: '', narrative: false },
      });
      content.push({ type: 'text', text: c + 1 < citations ? '. ' : '.' });
    }
    body.push({ type: 'paragraph', attrs: { style: 'Normal' }, content });
  }
  const at = doc.content.findIndex((node) => node.type === 'paragraph');
  doc.content.splice(at, 1, ...body);
  return doc;
}

const ibidName = `paper: layout + .docx, 30 pages, ${REFERENCES} references, ${CITATIONS} citations`;
const citeprocName = `citeproc-js apa: ${CITATIONS} citations + bibliography of ${REFERENCES}`;

let paper;
let doc;
let references;
let csl;
let cslItems;
let layout;

/** Ibid's engine and the paper, loaded in setup like citeproc-js, so that each row's process holds one of the two. */
async function loadPaper() {
  const engine = await import('@ibid/engine');
  paper = await import('@ibid/engine/paper');
  references = items().map((item, index) => ({ ...engine.fromCsl(item), referenceUniqueID: `R${index}` }));
  doc = paperDocument(paper);
}

export const rows = [
  {
    name: citeprocName,
    items: 1,
    setup: () => {
      csl = { CSL: require('citeproc'), style: read('./styles/apa.csl'), locale: read('./styles/locales-en-US.xml') };
      cslItems = items().map((item, index) => ({ ...item, id: `R${index}` }));
    },
    run: () => {
      const byId = new Map(cslItems.map((item) => [item.id, item]));
      const engine = new csl.CSL.Engine({ retrieveLocale: () => csl.locale, retrieveItem: (id) => byId.get(id) }, csl.style, 'en-US');
      engine.setOutputFormat('html');
      engine.updateItems([...byId.keys()]);
      for (let n = 0; n < CITATIONS; n++) engine.makeCitationCluster([{ id: `R${citedIndex(n)}` }]);
      return engine.makeBibliography();
    },
  },
  {
    name: ibidName,
    items: 1,
    peer: citeprocName,
    setup: loadPaper,
    run: () => paper.paperToDocx(doc, references),
  },
  {
    // The same paper's .docx alone, from its layout made in setup: how the row above splits.
    name: 'paper: .docx only, of the same laid-out paper',
    items: 1,
    setup: async () => {
      await loadPaper();
      layout = paper.layoutPaper(doc, references);
    },
    run: () => paper.paperLayoutToDocx(doc, layout),
  },
];
