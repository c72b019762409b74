/**
 * What the demo account opens with (issue 15, "What a newcomer meets"): a library of real works of many types
 * (demo-references.json, CSL-JSON with real DOIs and ISBNs) and one paper per current format, written with
 * citations of them, so the first look shows Ibid at work rather than empty lists.
 */
import { randomUUID } from 'node:crypto';
import type { CitationNode, InlineNode, PaperCreationPayloadInput, PaperDocument, ParagraphNode, ParagraphStyle } from '@ibid/engine/paper';
import { paperCreationPayloadSchema } from '@ibid/engine/paper';
import type { Db } from '../db/prisma.js';
import { importIntoLibrary } from '../services/reference-import.js';
import { createPaper, savePaper } from '../services/papers.js';
import demoReferences from './demo-references.json' with { type: 'json' };

/** A citation of one library item by its CSL id: a page (or other location) and APA's narrative form optional. */
interface Cite {
  cite: string;
  page?: string;
  narrative?: boolean;
}
/** A paragraph as written: text runs and citations, then its style. */
type Part = string | Cite;
interface DemoParagraph {
  style?: ParagraphStyle;
  parts: Part[];
}

interface DemoPaper {
  payload: PaperCreationPayloadInput;
  /** Days from the seeding day to the due date. */
  dueInDays: number;
  body: DemoParagraph[];
}

const p = (...parts: Part[]): DemoParagraph => ({ parts });
const heading = (text: string, level: 1 | 2 = 1): DemoParagraph => ({ style: level === 1 ? 'Heading1' : 'Heading2', parts: [text] });

/** The three papers: an APA 7 student paper, an MLA 9 research paper and a Turabian 9 research paper. */
export const DEMO_PAPERS: DemoPaper[] = [
  {
    payload: { PaperType: 11, Title: 'Open Science and the Replication Crisis in Psychology', Course: 'PSY 210: Research Methods', Teacher: 'Dr. Maria Alvarez' },
    dueInDays: 14,
    body: [
      p(
        'When a large team of researchers repeated 100 studies published in three leading psychology journals, fewer than half of the replications produced significant results ',
        { cite: 'osc2015' },
        '. The finding reached well beyond the discipline ',
        { cite: 'carey2015' },
        ', yet it did not surprise everyone: a decade earlier, ',
        { cite: 'ioannidis2005', narrative: true },
        ' had argued that small samples, flexible analyses and the pursuit of novelty make most published findings likely to be false.',
      ),
      heading('What Counts as a Replication'),
      p(
        'Part of the debate is about words. The National Academies distinguish reproducibility, obtaining the same results from the same data and code, from replicability, obtaining consistent results from new data ',
        { cite: 'nasem2019' },
        '. A statistical definition makes the distinction testable and shows why a single failed replication says less than headlines suggest ',
        { cite: 'patil2016' },
        '.',
      ),
      heading('Open Practices as a Remedy'),
      p(
        'Open science proposes to make the whole research process visible. Preregistration and registered reports fix hypotheses and analyses before the data are seen ',
        { cite: 'cos-registered-reports' },
        ', and researchers who share data, code and preprints gain citations, collaborators and funding rather than losing an advantage ',
        { cite: 'mckiernan2016' },
        '. As one popular explainer puts it, the problem is less fraud than incentives ',
        { cite: 'veritasium2016' },
        '.',
      ),
      heading('Conclusion'),
      p('The replication crisis is better read as a correction than as a collapse: the same openness that exposed weak findings is what makes stronger ones possible ', { cite: 'yong2018' }, '.'),
    ],
  },
  {
    payload: { PaperType: 111, Title: 'Who Owns Knowledge? Open Access and the Humanities', Course: 'ENGL 102: Academic Writing', Teacher: 'Professor James Whitfield' },
    dueInDays: 21,
    body: [
      p(
        'Most scholarship is written by people paid to write it and read by people who cannot afford to buy it. Open access answers that paradox with a simple principle: research literature that is digital, online, free of charge and free of most copyright and licensing restrictions ',
        { cite: 'suber2012', page: '4' },
        '. The principle is simple; its adoption has not been.',
      ),
      p(
        'The humanities have been slower than the sciences to embrace it, and for understandable reasons. Monographs, not articles, carry careers in many humanities fields, and the economics of a three-hundred-page book differ from those of a ten-page paper ',
        { cite: 'eve2014', page: '112' },
        '. Open licences such as those of Creative Commons offer a legal framework ',
        { cite: 'cc-licenses' },
        ', but they do not pay for editing, design or peer review.',
      ),
      p(
        'Advocates describe the result as a strange victory: openness has won the argument while the terms of its adoption are set by the publishers it was meant to challenge ',
        { cite: 'weller2014', page: '6' },
        '. Even the word “open” means different things to different schools of thought ',
        { cite: 'fecher2014', page: '19' },
        ', and, as Thomas Kuhn observed of science itself, a new paradigm rarely wins by persuasion alone ',
        { cite: 'kuhn2012', page: '151' },
        '.',
      ),
    ],
  },
  {
    payload: { PaperType: 211, Title: 'Sharing Data, Sharing Credit: Archiving Practices in the Sciences', Course: 'HIST 330: History of Science', Teacher: 'Dr. Samuel Okoye' },
    dueInDays: 35,
    body: [
      p(
        'For most of the twentieth century, the data behind a published paper lived in a laboratory notebook or on a departmental hard drive. By 2011, journals in ecology and evolution had begun to require that data be archived in public repositories at publication,',
        { cite: 'whitlock2011', page: '62' },
        ' a change that turned a private habit into a public obligation.',
      ),
      p(
        'The FAIR principles gave that obligation a vocabulary: data should be findable, accessible, interoperable and reusable, by machines as well as by people.',
        { cite: 'wilkinson2016' },
        ' Chemists working on neglected tropical diseases showed that working in the open could make research faster, not merely more transparent.',
        { cite: 'woelfle2011', page: '746' },
      ),
      p(
        'Software followed data. Communities of research software engineers now argue that code deserves the same recognition as articles,',
        { cite: 'katz2020' },
        ' and widely used toolkits are published and cited as papers in their own right.',
        { cite: 'wickham2019' },
        ' Philosophers, for their part, ask what reproducibility can and cannot guarantee.',
        { cite: 'fidler2018' },
      ),
    ],
  },
];

/** Imports the demo library for `customerId` and answers the reference unique id of each CSL id. */
async function seedLibrary(db: Db, customerId: number, now: Date): Promise<Map<string, string>> {
  // The library's items carry a CSL `id` the papers below cite them by.
  const answer = JSON.parse(await importIntoLibrary(db, { customerId, text: JSON.stringify(demoReferences), format: 'csl-json', now: () => now })) as {
    references: { referenceUniqueID: string }[];
  };
  // Every item has a known type, so the import stores them all, in the file's order.
  if (answer.references.length !== demoReferences.length) throw new Error(`The demo library stored ${answer.references.length} of its ${demoReferences.length} references.`);
  return new Map(demoReferences.map((item, i) => [item.id, answer.references[i]!.referenceUniqueID]));
}

function citation(cite: Cite, uniqueIds: Map<string, string>): CitationNode {
  const referenceUniqueID = uniqueIds.get(cite.cite);
  if (!referenceUniqueID) throw new Error(`The demo papers cite "${cite.cite}", which the demo library does not hold.`);
  return {
    type: 'citation',
    attrs: {
      citationUniqueID: randomUUID().toUpperCase(),
      items: [{ referenceUniqueID, namePart: true, datePart: true, ...(cite.page ? { location: { type: 3, value: cite.page } } : {}) }],
      prefix: '',
      suffix: '',
      narrative: cite.narrative ?? false,
    },
  };
}

const paragraph = ({ style = 'Normal', parts }: DemoParagraph, uniqueIds: Map<string, string>): ParagraphNode => ({
  type: 'paragraph',
  attrs: { style },
  content: parts.map((part): InlineNode => (typeof part === 'string' ? { type: 'text', text: part } : citation(part, uniqueIds))),
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The demo library and papers for the demo account. */
export async function seedDemoLibrary(db: Db, customerId: number, author: string, institution: string, now: Date): Promise<void> {
  const uniqueIds = await seedLibrary(db, customerId, now);
  for (const demo of DEMO_PAPERS) {
    const payload = paperCreationPayloadSchema.parse({ Author: author, Institution: institution, DueDate: isoDay(new Date(now.getTime() + demo.dueInDays * 86_400_000)), ...demo.payload });
    const { uniqueId, document } = await createPaper(db, customerId, payload, now);
    // The new document's empty paragraph gives way to the demo's body.
    const content = document.content.flatMap((node): PaperDocument['content'] => (node.type === 'paragraph' ? demo.body.map((body) => paragraph(body, uniqueIds)) : [node]));
    await savePaper(db, customerId, uniqueId, { document: { ...document, content }, referenceUniqueIDs: [], action: 'Manual Save' }, now);
  }
}
