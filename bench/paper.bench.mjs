// A paper end to end (issue 15): a 30-page APA 7 student paper citing 200 references 400 times, laid out
// (every citation's text with disambiguation across the paper, the sorted reference list) and written as a .docx
// by paperToDocx, against citeproc-js formatting the same 400 citations and the bibliography of the same 200 items
// with the official apa.csl (html output, no .docx: citeproc writes none). Goal: the paper under 300 ms.
// Each row loads its own engine and data in setup(), in the child process run.mjs gives it. The paper and the
// citeproc-js set-up are bench/paper-data.mjs's, shared with editor.bench.mjs.
import { CITATIONS, REFERENCES, citedIndex, citeprocEngine, citeprocItems, citeprocWith, items, paperDocument } from './paper-data.mjs';

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
      csl = citeprocWith('apa.csl');
      cslItems = citeprocItems();
    },
    run: () => {
      const engine = citeprocEngine(csl, cslItems);
      engine.updateItems(cslItems.map((item) => item.id));
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
