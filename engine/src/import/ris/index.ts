/**
 * RIS import and export. What RIS cannot carry, and so does not come back the same after an export:
 * roles without a RIS tag (performer, host, interviewer, ...), medium, status, event title and place,
 * dimensions, scale, authority, jurisdiction, collection and chapter numbers, original, event and filing
 * dates, arXiv ids, handles and group abbreviations, and the type of a review (27) or treaty (44).
 */
export { importRis } from './import-ris.js';
export { exportRis } from './export-ris.js';
