/**
 * RIS reference types (TY) as data: each code read as a CSL type that `inferTypeId` maps to an Ibid type,
 * and each Ibid type written as the code that reads back as it.
 */

export interface RisType {
  label: string;
  /** The CSL type the record is read as; `inferTypeId` picks the Ibid type from it and the record's data. */
  csl: string;
  /** What the type says about the work's status, for "in press" (INPR). */
  status?: string;
}

/** Every TY code of the RIS specification (2011) plus WEB, which exporters write for web pages. */
export const RIS_TYPES: Readonly<Record<string, RisType>> = {
  ABST: { label: 'Abstract', csl: 'article-journal' },
  ADVS: { label: 'Audiovisual material', csl: 'broadcast' },
  AGGR: { label: 'Aggregated database', csl: 'dataset' },
  ANCIENT: { label: 'Ancient text', csl: 'classic' },
  ART: { label: 'Art work', csl: 'graphic' },
  BILL: { label: 'Bill', csl: 'bill' },
  BLOG: { label: 'Blog', csl: 'post-weblog' },
  BOOK: { label: 'Whole book', csl: 'book' },
  CASE: { label: 'Case', csl: 'legal_case' },
  CHAP: { label: 'Book chapter', csl: 'chapter' },
  CHART: { label: 'Chart', csl: 'figure' },
  CLSWK: { label: 'Classical work', csl: 'classic' },
  COMP: { label: 'Computer program', csl: 'software' },
  CONF: { label: 'Conference proceeding', csl: 'paper-conference' },
  CPAPER: { label: 'Conference paper', csl: 'paper-conference' },
  CTLG: { label: 'Catalog', csl: 'book' },
  DATA: { label: 'Data file', csl: 'dataset' },
  DBASE: { label: 'Online database', csl: 'dataset' },
  DICT: { label: 'Dictionary', csl: 'entry-dictionary' },
  EBOOK: { label: 'Electronic book', csl: 'book' },
  ECHAP: { label: 'Electronic book section', csl: 'chapter' },
  EDBOOK: { label: 'Edited book', csl: 'edited-book' },
  EJOUR: { label: 'Electronic article', csl: 'article-journal' },
  ELEC: { label: 'Web page', csl: 'webpage' },
  ENCYC: { label: 'Encyclopedia', csl: 'entry-encyclopedia' },
  FIGURE: { label: 'Figure', csl: 'figure' },
  GOVDOC: { label: 'Government document', csl: 'report' },
  HEAR: { label: 'Hearing', csl: 'hearing' },
  ICOMM: { label: 'Internet communication', csl: 'post' },
  INPR: { label: 'In press', csl: 'article-journal', status: 'in press' },
  JFULL: { label: 'Journal (full)', csl: 'periodical' },
  JOUR: { label: 'Journal', csl: 'article-journal' },
  LEGAL: { label: 'Legal rule or regulation', csl: 'regulation' },
  MANSCPT: { label: 'Manuscript', csl: 'manuscript' },
  MAP: { label: 'Map', csl: 'map' },
  MGZN: { label: 'Magazine article', csl: 'article-magazine' },
  MPCT: { label: 'Motion picture', csl: 'motion_picture' },
  MULTI: { label: 'Online multimedia', csl: 'video' },
  MUSIC: { label: 'Music score', csl: 'musical_score' },
  NEWS: { label: 'Newspaper', csl: 'article-newspaper' },
  PAMP: { label: 'Pamphlet', csl: 'pamphlet' },
  PAT: { label: 'Patent', csl: 'patent' },
  PCOMM: { label: 'Personal communication', csl: 'personal_communication' },
  RPRT: { label: 'Report', csl: 'report' },
  SER: { label: 'Serial publication', csl: 'book' },
  SLIDE: { label: 'Slide', csl: 'speech' },
  SOUND: { label: 'Sound recording', csl: 'song' },
  STAND: { label: 'Standard', csl: 'standard' },
  STAT: { label: 'Statute', csl: 'legislation' },
  THES: { label: 'Thesis/Dissertation', csl: 'thesis' },
  UNBILL: { label: 'Unenacted bill', csl: 'bill' },
  UNPB: { label: 'Unpublished work', csl: 'article' },
  VIDEO: { label: 'Video recording', csl: 'video' },
  WEB: { label: 'Web page', csl: 'webpage' },
  // Read as Miscellaneous on purpose: the user picks the type (inferTypeId reports the guess).
  GEN: { label: 'Generic', csl: 'document' },
  EQUA: { label: 'Equation', csl: 'document' },
  GRANT: { label: 'Grant', csl: 'document' },
};

/** Whole-work types, in which T2 is the series title and BT the work's own title (RIS specification). */
export const RIS_WHOLE_BOOK_TYPES: ReadonlySet<string> = new Set(['BOOK', 'EBOOK', 'EDBOOK', 'CTLG', 'SER', 'CLSWK', 'ANCIENT']);

/** Types whose SN holds a document number (report, patent, standard, bill) rather than an ISBN or ISSN. */
export const RIS_NUMBERED_TYPES: ReadonlySet<string> = new Set(['RPRT', 'GOVDOC', 'PAT', 'STAND', 'BILL', 'UNBILL', 'STAT', 'LEGAL']);

/**
 * The TY code each Ibid type is written as; each reads back as the same type when the data that tells
 * types of one CSL type apart (a description such as "podcast", a YouTube link) travels with it.
 * Review (27) and treaty (44) have no RIS type and come back as a journal article and a regulation.
 */
const RIS_CODE_OF_TYPE: Readonly<Record<number, string>> = {
  1: 'JOUR', 2: 'BOOK', 3: 'ELEC', 4: 'RPRT', 5: 'ADVS', 6: 'CLSWK', 7: 'THES', 8: 'CPAPER', 9: 'CHAP', 10: 'DATA',
  11: 'ENCYC', 12: 'BLOG', 13: 'MGZN', 14: 'ART', 15: 'MAP', 16: 'COMP', 17: 'LEGAL', 18: 'CASE', 19: 'MPCT', 20: 'STAT',
  21: 'BILL', 22: 'MANSCPT', 23: 'PCOMM', 24: 'MANSCPT', 25: 'RPRT', 26: 'JOUR', 27: 'JOUR', 28: 'SOUND', 29: 'NEWS', 30: 'PAT',
  31: 'EDBOOK', 32: 'UNPB', 33: 'ICOMM', 34: 'ADVS', 35: 'SLIDE', 36: 'ICOMM', 37: 'CLSWK', 38: 'DATA', 39: 'CHART', 40: 'ART',
  41: 'MUSIC', 42: 'STAND', 43: 'ADVS', 44: 'LEGAL', 45: 'SLIDE', 46: 'ENCYC', 47: 'VIDEO', 48: 'GEN',
};

/** The TY code for a reference type id, or for a CSL type when the id is unknown; GEN when nothing fits. */
export function risCodeFor(typeId: number, cslType?: string): string {
  return RIS_CODE_OF_TYPE[typeId] ?? Object.entries(RIS_TYPES).find(([, t]) => t.csl === cslType)?.[0] ?? 'GEN';
}
