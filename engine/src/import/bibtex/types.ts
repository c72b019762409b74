/**
 * BibTeX and BibLaTeX entry types to CSL types and back, as tables (after citation-js plugin-bibtex's
 * `mapping/biblatexTypes.json` and Better BibTeX). The CSL type then goes through `inferTypeId`, which
 * gives one of Ibid's 47 types or 48 (Miscellaneous) for the user to pick.
 */

/** Entry type (lower case) to CSL type. Types not listed become CSL `document`, Miscellaneous. */
export const BIBTEX_TO_CSL_TYPE: Readonly<Record<string, string>> = {
  article: 'article-journal',
  book: 'book',
  mvbook: 'book',
  bookinbook: 'chapter',
  booklet: 'book',
  collection: 'book',
  mvcollection: 'book',
  inbook: 'chapter',
  incollection: 'chapter',
  suppbook: 'chapter',
  suppcollection: 'chapter',
  inproceedings: 'paper-conference',
  conference: 'paper-conference',
  proceedings: 'book',
  mvproceedings: 'book',
  reference: 'book',
  mvreference: 'book',
  inreference: 'entry-encyclopedia',
  manual: 'report',
  report: 'report',
  techreport: 'report',
  mastersthesis: 'thesis',
  phdthesis: 'thesis',
  thesis: 'thesis',
  unpublished: 'manuscript',
  online: 'webpage',
  electronic: 'webpage',
  www: 'webpage',
  webpage: 'webpage',
  patent: 'patent',
  dataset: 'dataset',
  data: 'dataset',
  software: 'software',
  video: 'motion_picture',
  movie: 'motion_picture',
  audio: 'broadcast',
  music: 'song',
  artwork: 'graphic',
  image: 'graphic',
  periodical: 'periodical',
  suppperiodical: 'article-journal',
  review: 'review',
  standard: 'standard',
  legislation: 'legislation',
  jurisdiction: 'legal_case',
  talk: 'speech',
  lecture: 'speech',
  presentation: 'speech',
  misc: 'document',
  // Mendeley's BibTeX export writes its own type names.
  web_page: 'webpage',
  book_section: 'chapter',
  journal_article: 'article-journal',
  magazine_article: 'article-magazine',
  newspaper_article: 'article-newspaper',
  conference_proceedings: 'paper-conference',
  encyclopedia_article: 'entry-encyclopedia',
  computer_program: 'software',
  film: 'motion_picture',
  television_broadcast: 'broadcast',
  working_paper: 'report',
  case: 'legal_case',
  statute: 'legislation',
  bill: 'bill',
  hearing: 'hearing',
  generic: 'document',
};

/** Types whose `title` a crossref child takes as its `booktitle`, per child type (BibLaTeX's inheritance rules). */
export const TITLE_INHERITANCE: Readonly<Record<string, { as: string; children: readonly string[] }>> = {
  mvbook: { as: 'maintitle', children: ['book', 'inbook', 'bookinbook', 'suppbook'] },
  mvcollection: { as: 'maintitle', children: ['collection', 'reference', 'incollection', 'inreference', 'suppcollection'] },
  mvreference: { as: 'maintitle', children: ['collection', 'reference', 'incollection', 'inreference', 'suppcollection'] },
  mvproceedings: { as: 'maintitle', children: ['proceedings', 'inproceedings'] },
  book: { as: 'booktitle', children: ['inbook', 'bookinbook', 'suppbook', 'incollection', 'inproceedings'] },
  collection: { as: 'booktitle', children: ['incollection', 'inreference', 'suppcollection', 'inbook'] },
  reference: { as: 'booktitle', children: ['incollection', 'inreference', 'suppcollection'] },
  proceedings: { as: 'booktitle', children: ['inproceedings', 'conference', 'incollection'] },
  periodical: { as: 'journaltitle', children: ['article', 'suppperiodical'] },
};

/** Parent fields a crossref child never inherits (BibLaTeX's defaults). */
export const NOT_INHERITED: ReadonlySet<string> = new Set([
  'ids', 'crossref', 'xref', 'xdata', 'entryset', 'entrysubtype', 'execute', 'label', 'options', 'presort',
  'related', 'relatedoptions', 'relatedstring', 'relatedtype', 'shorthand', 'shorthandintro', 'sortkey', 'key',
]);

/** Thesis entry types that say which thesis it is, as CSL's genre. */
export const THESIS_GENRES: Readonly<Record<string, string>> = {
  phdthesis: 'Doctoral dissertation',
  mastersthesis: "Master's thesis",
};

/** CSL type to the entry type written on export. */
export const CSL_TO_BIBTEX_TYPE: Readonly<Record<string, string>> = {
  'article-journal': 'article',
  'article-magazine': 'article',
  'article-newspaper': 'article',
  article: 'misc',
  review: 'review',
  'review-book': 'review',
  book: 'book',
  chapter: 'incollection',
  'paper-conference': 'inproceedings',
  'entry-encyclopedia': 'inreference',
  'entry-dictionary': 'inreference',
  entry: 'inreference',
  report: 'techreport',
  thesis: 'phdthesis',
  manuscript: 'unpublished',
  webpage: 'online',
  'post-weblog': 'online',
  post: 'online',
  patent: 'patent',
  dataset: 'dataset',
  software: 'software',
  motion_picture: 'video',
  broadcast: 'audio',
  song: 'music',
  graphic: 'artwork',
  periodical: 'periodical',
  standard: 'standard',
  legislation: 'legislation',
  legal_case: 'jurisdiction',
  speech: 'talk',
};
