/** Third-party lookup answers (Crossref, doi.org, Open Library, Google Books) as references and result cards. */
export {
  LOOKUP_ERROR_CODES,
  type LookupErrorCode,
  type LookupWork,
  type LookupAnswer,
  type LookupParseResult,
} from './answer.js';
export { parseCrossrefAnswer, crossrefWorkToReference } from './crossref.js';
export { parseDoiCslAnswer } from './doi-csl.js';
export { parseOpenLibraryAnswer, openLibraryBookToReference } from './open-library.js';
export { parseGoogleBooksAnswer, googleVolumeToReference } from './google-books.js';
export { workToCsl } from './work-to-csl.js';
export { cleanTitle, cleanAbstract } from './markup.js';
export { plainText, decodeEntities } from '../text/markup.js';
export {
  LOOKUP_RESULT_KINDS,
  LOOKUP_ERROR_MESSAGE_TYPES,
  PAGE_FETCH_ERROR_MESSAGE_TYPES,
  pageStatusMessageType,
  toLookupResult,
  lookupResultOf,
  lookupResultKind,
  lookupTypeLabel,
  lookupAuthorInfo,
  lookupPublisherInfo,
  lookupResponse,
  lookupResponseFor,
  filterLookupResults,
  lookupOutcome,
  type LookupResultKind,
  type LookupResult,
  type LookupMessage,
  type LookupResponse,
  type LookupResultFilter,
  type LookupOutcome,
  type PageFetchError,
} from './lookup-result.js';
