/** Identifiers: DOI, ISBN, ISSN, URL, PMID and PMCID, arXiv. */
export * from './doi.js';
export * from './isbn.js';
export * from './issn.js';
export * from './url.js';
export * from './pubmed.js';
export * from './arxiv.js';
