/**
 * RIS import and export. What RIS cannot carry, and so does not come back the same after an export:
 * roles without a RIS tag (performer, host, interviewer, ...), medium, status, event title and place,
 * dimensions, scale, authority, jurisdiction, collection and chapter numbers, original, event and filing
 * dates, arXiv ids, handles and group abbreviations, and the type of a review (27) or treaty (44).
 */
export { importRis } from './import-ris.js';
export { exportRis } from './export-ris.js';
export { refuseNonRis } from './ris-detect.js';
export { scanRis, type RisField, type RisRecord, type RisScan } from './ris-scanner.js';
export { RIS_TYPES, RIS_CODE_OF_TYPE, risCodeFor, type RisType } from './ris-types.js';
export { RIS_TAGS, RIS_TAGS_BY_TYPE, type RisTag, type RisTarget } from './ris-tags.js';
