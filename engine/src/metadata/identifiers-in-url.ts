/** The identifiers a page's URL gives away: a DOI in the path or query, an arXiv, PubMed or PMC id, an ISBN. */
import { findDoi, findIsbns, parseArxivId } from '../identifiers/index.js';

export interface UrlIdentifiers {
  doi?: string;
  arxiv?: string;
  pmid?: string;
  pmcid?: string;
  isbn?: string;
}

/** Reads identifiers from a page address; an address that is not a URL gives none. */
export function identifiersInUrl(address: string): UrlIdentifiers {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return {};
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  let path = url.pathname;
  try {
    path = decodeURIComponent(url.pathname + url.search);
  } catch {
    // Keep the raw path when it holds a malformed escape.
  }
  const out: UrlIdentifiers = {};
  if (host === 'doi.org' || host === 'dx.doi.org') {
    const doi = findDoi(path.slice(1));
    if (doi) out.doi = doi;
    return out;
  }
  if (host.endsWith('arxiv.org')) {
    const id = /^\/(?:abs|pdf)\/(.+?)(?:\.pdf)?$/.exec(url.pathname)?.[1];
    const parsed = id ? parseArxivId(id) : undefined;
    if (parsed?.ok) out.arxiv = parsed.value;
  }
  if (host === 'pubmed.ncbi.nlm.nih.gov') {
    const pmid = /^\/(\d{1,9})\/?$/.exec(url.pathname)?.[1];
    if (pmid) out.pmid = pmid;
  }
  const pmc = /\/pmc\/articles\/(PMC\d+)/i.exec(url.pathname)?.[1];
  if (pmc) out.pmcid = pmc.toUpperCase();
  const doi = findDoi(path);
  if (doi && !out.arxiv) out.doi = doi;
  // An ISBN in an address is trusted only where the path says so ("/isbn/9780743273565").
  const isbnSegment = /(?:isbn[=/:]|\/books?\/)([\dXx-]{10,17})/i.exec(path)?.[1];
  const isbn = isbnSegment ? findIsbns(isbnSegment)[0] : undefined;
  if (isbn) out.isbn = isbn;
  return out;
}
