/**
 * "Look up a reference" (reference-library §4, §5, §8): the engine routes the term; a DOI goes to Crossref
 * (then doi.org for other agencies' DOIs), an ISBN to Open Library (then Google Books), a URL to the page
 * itself, other text to Crossref's bibliographic search. The answer is the engine's result cards and the
 * spec's message types; nothing here throws for a bad term or a failing service.
 */
import { LOOKUP_MESSAGE_TYPES, LOOKUP_TERM_MESSAGE_TYPES, fail, parseWebUrl, routeLookup, type Result } from '@ibid/engine';
import {
  PAGE_FETCH_ERROR_MESSAGE_TYPES,
  lookupResponse,
  lookupResponseFor,
  pageStatusMessageType,
  parseCrossrefAnswer,
  parseDoiCslAnswer,
  parseGoogleBooksAnswer,
  parseOpenLibraryAnswer,
  toLookupResult,
  type LookupAnswer,
  type LookupErrorCode,
  type LookupParseResult,
  type LookupResponse,
} from '@ibid/engine/import';
import { extractMetadata } from '@ibid/engine/metadata';
import type { ApiConfig } from '../../config/config.js';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.js';
import { withSentenceCaseTitles } from '@ibid/engine';

export type LookupSettings = Pick<ApiConfig, 'crossrefUrl' | 'doiUrl' | 'openLibraryUrl' | 'googleBooksUrl' | 'crossrefMailto' | 'lookupPrivateAddresses' | 'publicUrl'>;

const JSON_TYPES = ['application/json'];
const CSL_TYPES = ['application/vnd.citationstyles.csl+json', 'application/json'];
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

class Lookup {
  private readonly fetchOptions: Omit<SafeFetchOptions, 'mediaTypes'>;

  constructor(
    private readonly settings: LookupSettings,
    private readonly today: string,
  ) {
    const contact = settings.crossrefMailto ? `; mailto:${settings.crossrefMailto}` : '';
    this.fetchOptions = {
      publicOnly: !settings.lookupPrivateAddresses,
      // The operator chose these hosts; a redirect from them to anywhere else is checked like a typed URL.
      trustedOrigins: [settings.crossrefUrl, settings.doiUrl, settings.openLibraryUrl, settings.googleBooksUrl].map((u) => new URL(u).origin),
      userAgent: `Ibid/0.1 (+${settings.publicUrl}${contact})`,
    };
  }

  /** A service's answer read by its parser; 404 and 410 are the service not knowing the identifier. */
  private async ask(url: string, parse: (body: string) => LookupParseResult, notFound: LookupErrorCode, mediaTypes = JSON_TYPES): Promise<LookupParseResult> {
    // Asking for the first type only: doi.org's content negotiation reads Accept, and plain JSON is not one of its formats.
    const answer = await safeFetch(url, { ...this.fetchOptions, mediaTypes, accept: mediaTypes[0]! });
    if (!answer.ok) return fail(answer.error === 'unsupported-type' ? 'unexpected-answer' : 'service-error', answer.message);
    if (answer.status === 404 || answer.status === 410) return fail(notFound, `${new URL(url).host} does not know this identifier.`);
    if (answer.status !== 200) return fail('service-error', `${new URL(url).host} answered ${answer.status}.`);
    return parse(answer.body);
  }

  private crossref(path: string, query: Record<string, string> = {}): string {
    const params = new URLSearchParams({ ...query, ...(this.settings.crossrefMailto ? { mailto: this.settings.crossrefMailto } : {}) }).toString();
    return `${this.settings.crossrefUrl}${path}${params ? `?${params}` : ''}`;
  }

  async doi(doi: string): Promise<LookupParseResult> {
    // The whole DOI is one path segment: its slashes and any "../" stay inside it.
    const crossref = await this.ask(this.crossref(`/works/${encodeURIComponent(doi)}`), parseCrossrefAnswer, 'doi-not-found');
    if (crossref.ok) return crossref;
    // DataCite, mEDRA and other agencies' DOIs are not in Crossref: doi.org asks the DOI's own agency for CSL.
    const csl = await this.ask(`${this.settings.doiUrl}/${encodeURIComponent(doi)}`, parseDoiCslAnswer, 'doi-not-found', CSL_TYPES);
    // An agency without CSL sends its landing page: there is no data to read for this DOI.
    return !csl.ok && csl.error.code === 'unexpected-answer' ? fail('doi-not-found', csl.error.message) : csl;
  }

  async isbn(isbn: string): Promise<LookupParseResult> {
    const openLibrary = await this.ask(`${this.settings.openLibraryUrl}/isbn/${isbn}.json`, parseOpenLibraryAnswer, 'isbn-not-found');
    if (openLibrary.ok && openLibrary.value.works.length > 0) return openLibrary;
    return this.ask(`${this.settings.googleBooksUrl}/volumes?${new URLSearchParams({ q: `isbn:${isbn}` })}`, parseGoogleBooksAnswer, 'isbn-not-found');
  }

  search(text: string): Promise<LookupParseResult> {
    return this.ask(this.crossref('/works', { 'query.bibliographic': text, rows: '10' }), parseCrossrefAnswer, 'service-error');
  }

  async page(text: string): Promise<LookupResponse> {
    const parsed = parseWebUrl(text);
    if (!parsed.ok) return lookupResponse([], [LOOKUP_MESSAGE_TYPES.notActive]);
    const url = /^https?:\/\//i.test(parsed.value) ? parsed.value : `https://${parsed.value}`;
    // A typed URL is never trusted, even on a service's host.
    const page = await safeFetch(url, { ...this.fetchOptions, trustedOrigins: [], mediaTypes: HTML_TYPES, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' });
    if (!page.ok) return lookupResponse([], [PAGE_FETCH_ERROR_MESSAGE_TYPES[page.error]]);
    if (page.status < 200 || page.status > 299) return lookupResponse([], [pageStatusMessageType(page.status)]);
    // A page cut at the size limit still has its <head>, where the metadata is.
    const { reference } = extractMetadata(page.body, page.url, { accessed: this.today });
    return lookupResponse([toLookupResult(reference)]);
  }
}

const noWorks: Result<LookupAnswer, LookupErrorCode> = { ok: true, value: { works: [], warnings: [] } };

/**
 * Looks a term up. Blank terms and generic words ("book", "website") search nothing: the client opens a
 * blank form for those (reference-library §4), so the answer is empty. `today` dates the pages read.
 */
export async function lookUp(term: string, settings: LookupSettings, today: Date): Promise<LookupResponse> {
  const response = await answerLookup(term, settings, today);
  // The works keep the service's titles on their cards; the reference a writer adds has them in sentence case, the
  // service's kept for the writer to check (engine csl/imported-titles.ts).
  return { ...response, results: response.results.map((result) => ({ ...result, referenceData: withSentenceCaseTitles(result.referenceData) })) };
}

async function answerLookup(term: string, settings: LookupSettings, today: Date): Promise<LookupResponse> {
  const route = routeLookup(term);
  if (route.kind !== 'search') return lookupResponse([]);
  const message = LOOKUP_TERM_MESSAGE_TYPES[route.termKind];
  if (message !== undefined) return lookupResponse([], [message]);
  const lookup = new Lookup(settings, today.toISOString().slice(0, 10));
  switch (route.termKind) {
    case 'doi':
      return lookupResponseFor(await lookup.doi(route.doi));
    case 'isbn':
      // A wrong check digit is a typing error: no book to look for, and no message of its own.
      return lookupResponseFor(route.isbn !== null ? await lookup.isbn(route.isbn) : noWorks);
    case 'url':
      return lookup.page(route.term);
    default:
      return lookupResponseFor(await lookup.search(route.term));
  }
}
