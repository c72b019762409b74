/** `@ibid/engine/metadata`: what a web page says about the work it shows. */
export { identifiersInUrl, type UrlIdentifiers } from './identifiers-in-url.js';
export { extractMetadata, type ExtractOptions, type ExtractedMetadata } from './extract-metadata.js';
export { PAGE_TYPE_RULES, selectPageType } from './page-types.js';
export { METADATA_SOURCES, SOURCE_WEIGHTS, type MetadataSource } from './candidates.js';
export { likelyPageTypes } from './likely-types.js';
