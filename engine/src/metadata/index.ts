/** `@ibid/engine/metadata`: what a web page says about the work it shows. */
export { identifiersInUrl, type UrlIdentifiers } from './identifiers-in-url.js';
