/**
 * RIS tags as data: what each tag holds and where it goes in a CSL item, with the few tags whose meaning
 * depends on the reference type (RIS specification 2011, and what Zotero, EndNote and the databases write).
 */

/** Where a tag's value goes. Kinds other than `text` and `names` need a rule in ris-to-csl.ts. */
export type RisTarget =
  | { kind: 'names'; csl: string }
  | { kind: 'text'; csl: string }
  | { kind: 'long-text'; csl: string }
  | { kind: 'date'; csl: 'issued' | 'accessed' }
  | { kind: 'title' }
  | { kind: 'translated-title' }
  | { kind: 'container' }
  | { kind: 'container-short' }
  | { kind: 'pages-start' }
  | { kind: 'pages-end' }
  | { kind: 'serial' }
  | { kind: 'doi' }
  | { kind: 'url' }
  | { kind: 'link' }
  | { kind: 'note' }
  | { kind: 'keyword' }
  | { kind: 'number' }
  | { kind: 'type-of-work' }
  | { kind: 'edition' }
  | { kind: 'identifier' }
  | { kind: 'record' }
  | { kind: 'skip' };

export interface RisTag {
  label: string;
  target: RisTarget;
}

const names = (label: string, csl: string): RisTag => ({ label, target: { kind: 'names', csl } });
const text = (label: string, csl: string): RisTag => ({ label, target: { kind: 'text', csl } });
const as = (label: string, kind: Exclude<RisTarget['kind'], 'names' | 'text' | 'long-text' | 'date'>): RisTag => ({ label, target: { kind } } as RisTag);
const skip = (label: string): RisTag => ({ label, target: { kind: 'skip' } });

const CUSTOM = Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`C${n}`, as(`Custom ${n}`, 'identifier')]));
const USER = Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`U${n}`, as(`User definable ${n}`, 'identifier')]));

export const RIS_TAGS: Readonly<Record<string, RisTag>> = {
  TY: as('Type of reference', 'record'),
  ER: as('End of reference', 'record'),
  ID: as('Reference ID', 'record'),
  AU: names('Author', 'author'),
  A1: names('Primary author', 'author'),
  A2: names('Secondary author (editor)', 'editor'),
  ED: names('Editor', 'editor'),
  A3: names('Tertiary author (series editor)', 'collection-editor'),
  A4: names('Subsidiary author (translator)', 'translator'),
  TA: names('Translated author', 'translator'),
  TI: as('Title', 'title'),
  T1: as('Primary title', 'title'),
  CT: as('Title of unpublished reference', 'title'),
  TT: as('Translated title', 'translated-title'),
  ST: text('Short title', 'title-short'),
  OP: text('Original publication', 'original-title'),
  RI: text('Reviewed item', 'reviewed-title'),
  T2: as('Secondary title', 'container'),
  BT: as('Book title', 'container'),
  JO: as('Journal name', 'container'),
  JF: as('Journal name (full)', 'container'),
  JA: as('Journal name (abbreviation)', 'container-short'),
  J1: as('Journal name (user abbreviation)', 'container-short'),
  J2: as('Alternate title (abbreviation)', 'container-short'),
  T3: text('Tertiary title (series)', 'collection-title'),
  PY: { label: 'Publication year', target: { kind: 'date', csl: 'issued' } },
  Y1: { label: 'Primary date', target: { kind: 'date', csl: 'issued' } },
  DA: { label: 'Date', target: { kind: 'date', csl: 'issued' } },
  Y2: { label: 'Access date', target: { kind: 'date', csl: 'accessed' } },
  SP: as('Start page', 'pages-start'),
  EP: as('End page', 'pages-end'),
  VL: text('Volume', 'volume'),
  VO: text('Volume', 'volume'),
  NV: text('Number of volumes', 'number-of-volumes'),
  IS: text('Issue', 'issue'),
  SE: text('Section', 'section'),
  ET: as('Edition', 'edition'),
  SN: as('ISBN/ISSN', 'serial'),
  DO: as('DOI', 'doi'),
  UR: as('URL', 'url'),
  L1: as('File attachment', 'link'),
  L2: as('Related link', 'link'),
  L3: as('Related records', 'link'),
  L4: as('Figure', 'link'),
  LK: as('Website link', 'link'),
  PB: text('Publisher', 'publisher'),
  CY: text('Place published', 'publisher-place'),
  PP: text('Place of publication', 'publisher-place'),
  AB: { label: 'Abstract', target: { kind: 'long-text', csl: 'abstract' } },
  N2: { label: 'Abstract', target: { kind: 'long-text', csl: 'abstract' } },
  N1: as('Notes', 'note'),
  RN: as('Research notes', 'note'),
  KW: as('Keywords', 'keyword'),
  LA: text('Language', 'language'),
  DB: text('Name of database', 'archive'),
  DP: text('Database provider', 'archive'),
  M1: as('Number', 'number'),
  M3: as('Type of work', 'type-of-work'),
  AN: as('Accession number', 'identifier'),
  ...CUSTOM,
  ...USER,
  M2: skip('Miscellaneous 2'),
  AD: skip('Author address'),
  CA: skip('Caption'),
  CN: skip('Call number'),
  LB: skip('Label'),
  RP: skip('Reprint edition'),
  Y3: skip('Tertiary date'),
};

/** Tags whose meaning depends on the reference type, after the RIS specification's per-type tables. */
const RIS_TAGS_BY_TYPE: Readonly<Record<string, Readonly<Record<string, RisTag>>>> = {
  MPCT: { AU: names('Director', 'director'), A1: names('Director', 'director'), A3: names('Producer', 'producer') },
  PCOMM: { A2: names('Recipient', 'recipient') },
};

/** The tag's meaning in a record of the given type, or undefined for a tag RIS does not define. */
export function risTag(tag: string, typeCode: string): RisTag | undefined {
  return RIS_TAGS_BY_TYPE[typeCode]?.[tag] ?? RIS_TAGS[tag];
}

/**
 * The tag each CSL name variable is written to, per type: the inverse of the tables above, so an export
 * reads back with the same roles. Roles RIS has no tag for (performer, host, interviewer, ...) are left out.
 */
export function risNameTag(cslVariable: string, typeCode: string): string | undefined {
  const byType = Object.entries(RIS_TAGS_BY_TYPE[typeCode] ?? {}).find(([, t]) => t.target.kind === 'names' && t.target.csl === cslVariable)?.[0];
  if (byType) return byType;
  const preferred: Record<string, string> = { author: 'AU', editor: 'A2', 'collection-editor': 'A3', translator: 'A4' };
  const tag = preferred[cslVariable];
  // A tag the type gives another role (MPCT's AU is the director) cannot carry this one.
  return tag && !RIS_TAGS_BY_TYPE[typeCode]?.[tag] ? tag : undefined;
}
