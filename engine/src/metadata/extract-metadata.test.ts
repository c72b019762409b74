import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureText } from '../testing/fixture-files.js';
import { formatReference } from '../format/index.js';
import { extractMetadata } from './extract-metadata.js';
import { readHtmlHead } from './html-head.js';
import { parseNameList, parsePageDate, parsePersonName } from './page-values.js';
import { typeIdBySlug } from './page-types.js';
import index from './fixtures/pages/index.json' with { type: 'json' };
import readerView from './fixtures/pages/expected.json' with { type: 'json' };
import type { ReaderView } from '../testing/reader-view.js';

// Vite inlines the saved pages at transform time, so the test reads no files itself.
const pages = import.meta.glob('./fixtures/pages/*.html', { query: '?raw', import: 'default', eager: true });
const page = (file: string): string => fixtureText(pages, `./fixtures/${file}`);

/**
 * The type each kind of page in index.json must get. Where a kind could be read two ways the choice is
 * written here: an arXiv abstract page is a preprint; a registry record on a .gov site is a webpage; a blog
 * post on a government site is a blog post; an organisation's annual-report announcement is a report; an online
 * book chapter is a chapter in a book; a magazine's article online is a magazine article; a bookseller's page
 * about an e-book is a book.
 */
const TYPE_OF_KIND: Record<string, string> = {
  'journal-article': 'journal-article',
  'journal-article (preprint, arXiv)': 'preprint',
  'journal-article (preprint, bioRxiv)': 'preprint',
  'journal-article (PubMed Central)': 'journal-article',
  'journal-article (small society journal)': 'journal-article',
  news: 'newspaper-article',
  'news (CJK)': 'newspaper-article',
  magazine: 'magazine-article',
  blog: 'blog-post',
  'blog (CJK)': 'blog-post',
  'blog (scholarly blog, has DOI)': 'blog-post',
  video: 'video',
  wiki: 'wiki-entry',
  'government (registry record)': 'webpage',
  'government (blog post)': 'blog-post',
  'report (organisation annual report page)': 'report',
  'book (publisher book page)': 'book',
  'book (retailer e-book)': 'book',
  'book (online book chapter)': 'book-chapter',
  podcast: 'podcast-episode',
  dataset: 'dataset',
};

interface Expected {
  title?: string | RegExp;
  author?: string;
  year?: number;
  month?: number;
  container?: string;
  doi?: string;
  url?: string;
  apa?: RegExp;
}

/** Spot checks per page, where the page has the value. */
const EXPECTED: Record<string, Expected> = {
  'arxiv-1706.03762.html': { title: 'Attention Is All You Need', author: 'Vaswani', year: 2017, month: 6, url: 'https://arxiv.org/abs/1706.03762', apa: /^Vaswani, A\., Shazeer, N\., .*\(2017\)\. Attention Is All You Need \[Preprint\]/ },
  'plos-pone.0000001.html': {
    title: 'Neural Substrate of Cold-Seeking Behavior in Endotoxin Shock', author: 'Almeida', year: 2006, month: 12, container: 'PLOS ONE', doi: '10.1371/journal.pone.0000001',
    apa: /^Almeida, M\. C\., Steiner, A\. A\., Branco, L\. G\. S\., & Romanovsky, A\. A\. \(2006\)\. Neural substrate .*PLOS ONE, 1\(1\), e1\. https:\/\/doi\.org\/10\.1371\/journal\.pone\.0000001$/i,
  },
  'pmc-PMC3531190.html': { title: 'GenBank', author: 'Benson', year: 2012, container: 'Nucleic Acids Research', doi: '10.1093/nar/gks1195' },
  'nature-s41586-021-03819-2.html': {
    title: 'Highly accurate protein structure prediction with AlphaFold', author: 'Jumper', year: 2021, month: 8, container: 'Nature', doi: '10.1038/s41586-021-03819-2',
    apa: /Hassabis, D\. \(2021\)\. Highly accurate protein structure prediction with AlphaFold\. Nature, 596\(7873\), 583–589\. https:\/\/doi\.org\/10\.1038\/s41586-021-03819-2$/,
  },
  'sciencedirect-S2352485522001888.html': { title: /^Genetic monitoring of the critically endangered leatherback turtle/, year: 2022, container: 'Regional Studies in Marine Science', doi: '10.1016/j.rsma.2022.102530' },
  'app-pan-pl-app011052023.html': { title: 'Novel pneumatic features in the ribs of the sauropod dinosaur Brachiosaurus altithorax', container: 'Acta Palaeontologica Polonica', doi: '10.4202/app.01105.2023' },
  'bbc-business-40504764.html': { title: 'The man who built a $1bn firm in his basement', year: 2017, container: 'BBC News', url: 'https://www.bbc.com/news/business-40504764' },
  'guardian-facebook-track-browsing-history.html': {
    title: "Facebook can track your browsing even after you've logged out, judge says", author: 'Solon', year: 2017, month: 7, container: 'The Guardian',
    apa: /^Solon, O\. \(2017, July 3\)\. Facebook can track your browsing even after you’ve logged out, judge says\. The Guardian\. https:\/\/www\.theguardian\.com\//,
  },
  'nytimes-nyc-nj-explosions-ahmad-khan-rahami.html': { title: 'Ahmad Khan Rahami Is Arrested in Manhattan and New Jersey Bombings', author: 'Santora', year: 2016, month: 9, container: 'The New York Times' },
  'npr-fork-the-government.html': { title: 'Fork The Government', author: 'Woods', year: 2020, month: 12 },
  'medium-webpack-3-official-release.html': { title: /webpack 3: Official Release!!/, author: 'Larkin', year: 2017, month: 6 },
  'upstream-force11-welcome-to-upstream.html': { title: /^Welcome to Upstream/, author: 'Chodacki', year: 2021, container: 'Upstream', doi: '10.54900/rckn8ey-1fm76va-qsrnf' },
  'blog-datacite-eating-your-own-dog-food.html': {
    title: 'Eating your own Dog Food', author: 'Fenner', year: 2016, container: 'DataCite Blog', doi: '10.5438/4k3m-nyvg',
    apa: /^Fenner, M\. \(2016, December 20\)\. Eating your own dog food\. DataCite Blog\. https:\/\/doi\.org\/10\.5438\/4k3m-nyvg$/i,
  },
  'youtube-hwMkbaS_M_c.html': { title: /^Star Wars 8 THE LAST JEDI Official TRAILER/, author: 'ONE Media', year: 2017, container: 'YouTube', apa: /^ONE Media\. \(2017, April 14\)\. .*\[Video\]\. YouTube\. https:\/\/www\.youtube\.com\/watch\?v=hwMkbaS_M_c$/ },
  'vimeo-311983548.html': { title: 'Vimeo Best of the Year 2018: Winners', author: 'Vimeo Curation', year: 2019, container: 'Vimeo', apa: /^Vimeo Curation\. \(2019, January 17\)\./ },
  'wikipedia-bob-dylan.html': { title: 'Bob Dylan', container: 'Wikipedia', url: 'https://en.wikipedia.org/wiki/Bob_Dylan', apa: /^Bob Dylan\. \(n\.d\.\)\. In Wikipedia\. https:\/\/en\.wikipedia\.org\/wiki\/Bob_Dylan$/ },
  'clinicaltrials-gov-NCT03746262.html': { title: /^Changes in Circulating Tumor-Specific DNA/, url: 'https://clinicaltrials.gov/ct2/show/NCT03746262' },
  'obamawhitehouse-digital-transition.html': { title: 'The Obama Administration Digital Transition: Moving Forward', year: 2017, month: 1 },
  'orcid-2023-annual-report.html': { title: 'Now Available: ORCID’s 2023 Annual Report', author: 'ORCID', year: 2024 },
  'oreilly-japan-books-9784873118741.html': { title: 'Head First はじめてのプログラミング', author: 'Freeman', year: 2019 },
  'google-sre-book-chapter.html': { title: 'Monitoring Distributed Systems', author: 'Ewaschuk', container: 'Site Reliability Engineering' },
  'apple-podcasts-la-molecula-que-falta.html': { title: 'La molécula que falta', author: 'Barredo', year: 2023, month: 8, container: 'mixx.io', apa: /^Barredo, Á\. \(Host\)\. \(2023, August 8\)\. La molécula que falta \[Audio podcast episode\]\. In mixx\.io\./ },
  'transistor-fm-episode.html': { title: 'Paul Jarvis: gaining freedom by building an indie business', container: 'Build Your SaaS' },
  'zenodo-records-1196821.html': { title: /^PsPM-SC4B/, author: 'Staib', year: 2018, doi: '10.5281/zenodo.1196821', apa: /^Staib, M\., .*\(2018\)\. PsPM-SC4B.*\[Data set\]\. Zenodo\. https:\/\/doi\.org\/10\.5281\/zenodo\.1196821$/ },
  'dataverse-harvard-DVN-NJ7XSO.html': { title: 'Summary data ankylosing spondylitis GWAS', author: 'International Genetics of Ankylosing Spondylitis Consortium (IGAS)', year: 2017, doi: '10.7910/DVN/NJ7XSO' },
};

type Data = Record<string, unknown> & {
  title?: string;
  contributors?: { kind: string; family?: string; name?: string }[];
  issued?: { year?: number; month?: number };
  containerTitle?: string;
  publishers?: { name: string }[];
  doi?: string;
  url?: string;
};

const views: Record<string, ReaderView> = readerView;

const cases = index.map((p) => ({ ...p, name: p.file.replace('pages/', ''), url: p.url ?? undefined }));

describe('extractMetadata on saved real pages', () => {
  it('has an expected type for every kind in index.json', () => {
    for (const p of cases) expect(TYPE_OF_KIND, p.kind).toHaveProperty([p.kind]);
  });

  // A page whose reader's view says its type cannot be read from it (fixtures/pages/expected.json) is left out.
  it.each(cases.filter((p) => !views[p.name]?.unread?.type))('$name ($kind) gets the type its kind says', ({ file, url, kind }) => {
    const { reference, confidence } = extractMetadata(page(file), url);
    expect(reference.referenceTypeID).toBe(typeIdBySlug(TYPE_OF_KIND[kind]!));
    expect(confidence.referenceTypeID).toBeGreaterThan(0.3);
  });

  it('has spot checks or a reader\'s view for every page, never both', () => {
    for (const p of cases) expect([!!EXPECTED[p.name], !!views[p.name]], p.name).toContain(true), expect(!!EXPECTED[p.name] && !!views[p.name], p.name).toBe(false);
  });

  it.each(cases.filter((p) => views[p.name]))('$name ($kind) gets the type, title, first author, date and container its reader sees', ({ file, url, name }) => {
    const view = views[name]!;
    const unread = view.unread ?? {};
    const { reference } = extractMetadata(page(file), url);
    const data = reference.data as Data;
    const first = data.contributors?.[0];
    if (!unread.type) expect(reference.referenceTypeID).toBe(typeIdBySlug(view.type));
    if (view.title && !unread.title) expect(data.title).toBe(view.title);
    if (view.author && !unread.author) expect(first?.kind === 'group' ? first.name : first?.family).toBe(view.author);
    if (view.year && !unread.date) expect([data.issued?.year, data.issued?.month]).toEqual([view.year, view.month ?? data.issued?.month]);
    if (view.container && !unread.container) expect(data.containerTitle).toBe(view.container);
    if (view.publisher && !unread.container) expect(data.publishers?.[0]?.name).toBe(view.publisher);
    if (view.doi) expect(data.doi?.toLowerCase()).toBe(view.doi.toLowerCase());
    if (view.url) expect(data.url).toBe(view.url);
  });

  it.each(cases.filter((p) => !views[p.name]))('$name gives the title, first author, date, container and DOI it shows', ({ file, url, name }) => {
    const expected = EXPECTED[name];
    expect(expected, `spot checks for ${name}`).toBeDefined();
    const { reference, confidence } = extractMetadata(page(file), url);
    const data = reference.data as Data;
    if (expected!.title) {
      if (typeof expected!.title === 'string') expect(data.title).toBe(expected!.title);
      else expect(data.title).toMatch(expected!.title);
      expect(confidence.title).toBeGreaterThan(0);
    }
    if (expected!.author) {
      const first = data.contributors?.[0];
      expect(first?.kind === 'group' ? first.name : first?.family).toBe(expected!.author);
    }
    if (expected!.year) expect(data.issued?.year).toBe(expected!.year);
    if (expected!.month) expect(data.issued?.month).toBe(expected!.month);
    if (expected!.container) expect(data.containerTitle).toBe(expected!.container);
    if (expected!.doi) expect(data.doi?.toLowerCase()).toBe(expected!.doi.toLowerCase());
    if (expected!.url) expect(data.url).toBe(expected!.url);
    for (const value of Object.values(confidence)) expect(value).toBeGreaterThan(0), expect(value).toBeLessThanOrEqual(1);
  });

  it.each(cases.filter((p) => EXPECTED[p.name]?.apa))('$name formats as a sensible APA 7 entry', ({ file, url, name }) => {
    const { reference } = extractMetadata(page(file), url);
    expect(formatReference(reference, 'apa7').text).toMatch(EXPECTED[name]!.apa!);
  });

  it('reads a copy served at another address (the extension\'s tests serve them on loopback) as the real page, by its own canonical address', () => {
    const gist = (html: string, url?: string) => {
      const { reference } = extractMetadata(html, url);
      return [reference.referenceTypeID, reference.data.title, reference.data.containerTitle, reference.data.publishers];
    };
    for (const p of cases.filter((c) => c.url)) {
      const { pathname, search } = new URL(p.url!);
      expect(gist(page(p.file), `http://127.0.0.1:4000${pathname}${search}`), p.name).toEqual(gist(page(p.file), p.url));
    }
  });

  it('keeps every field it reports a confidence for in the reference, and says where each came from', () => {
    for (const p of cases) {
      const { reference, confidence, sources } = extractMetadata(page(p.file), p.url);
      for (const field of Object.keys(confidence).filter((f) => f !== 'referenceTypeID' && f !== 'accessed')) {
        expect(reference.data, `${p.name} ${field}`).toHaveProperty([field]);
        expect(sources[field], `${p.name} ${field}`).toBeDefined();
      }
    }
  });
});

describe('what extractMetadata trusts', () => {
  it("takes the head's own DOI over the address's and the body's", () => {
    const html = `<html><head><meta name="citation_title" content="A"><meta name="citation_journal_title" content="J"><meta name="citation_doi" content="10.1000/head"></head><body>doi:10.1000/body</body></html>`;
    expect(extractMetadata(html, 'https://example.org/10.1000/address').reference.data.doi).toBe('10.1000/head');
  });

  it('does not let a DOI in the body make a news page a journal article, nor give it that DOI', () => {
    const html = `<html><head><title>Study finds things - Daily Planet News</title><meta property="og:type" content="article"><meta property="og:site_name" content="Daily Planet News"><meta property="article:section" content="Science"></head><body><p>The study (doi:10.1038/s41586-021-03819-2) says so.</p></body></html>`;
    const { reference } = extractMetadata(html, 'https://planet.example/science/study');
    expect(reference.referenceTypeID).toBe(29);
    expect(reference.data.doi).toBeUndefined();
  });

  it('reads a news article by its markup, not by its address', () => {
    const html = `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Rain expected","datePublished":"2024-03-01","author":{"@type":"Person","name":"Ann Lee"},"publisher":{"@type":"NewsMediaOrganization","name":"Town Crier"}}</script></head><body></body></html>`;
    const { reference } = extractMetadata(html, 'https://unknown.example/x');
    expect(reference.referenceTypeID).toBe(29);
    expect(reference.data.containerTitle).toBe('Town Crier');
  });

  it('follows @graph and @id references in JSON-LD', () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Person","@id":"#p","name":"Jane Q. Doe"},{"@type":"ScholarlyArticle","headline":"On Things","author":{"@id":"#p"},"datePublished":"2020-05-03","isPartOf":{"@type":"PublicationIssue","issueNumber":"4","isPartOf":{"@type":"PublicationVolume","volumeNumber":"12","isPartOf":{"@type":"Periodical","name":"Journal of Things"}}}}]}</script>`;
    const { reference } = extractMetadata(html);
    const data = reference.data as Data;
    expect(reference.referenceTypeID).toBe(1);
    expect(data.contributors?.[0]).toMatchObject({ family: 'Doe', given: 'Jane Q.' });
    expect(data).toMatchObject({ title: 'On Things', containerTitle: 'Journal of Things', volume: '12', issue: '4' });
  });

  it('reads COinS spans', () => {
    const kev = 'ctx_ver=Z39.88-2004&amp;rft_val_fmt=info%3Aofi%2Ffmt%3Akev%3Amtx%3Ajournal&amp;rft.genre=article&amp;rft.atitle=Cells&amp;rft.jtitle=Biology+Letters&amp;rft.aulast=Smith&amp;rft.aufirst=Ann&amp;rft.date=2019&amp;rft.volume=3&amp;rft.spage=10&amp;rft.epage=20&amp;rft_id=info%3Adoi%2F10.1000%2Fcells';
    const { reference } = extractMetadata(`<html><body><span class="Z3988" title="${kev}"></span></body></html>`);
    expect(reference.referenceTypeID).toBe(1);
    expect(reference.data).toMatchObject({ title: 'Cells', containerTitle: 'Biology Letters', volume: '3', doi: '10.1000/cells' });
  });

  it('sets a retrieval date only when the caller gives one', () => {
    const html = '<title>Page</title>';
    expect(extractMetadata(html, 'https://example.org/').reference.data.accessed).toBeUndefined();
    const withDate = extractMetadata(html, 'https://example.org/', { accessed: '2024-05-01' });
    expect(withDate.reference.data.accessed).toEqual({ year: 2024, month: 5, day: 1 });
    expect(withDate.confidence.accessed).toBe(1);
  });

  it('resolves a relative canonical link against the page address', () => {
    const { reference } = extractMetadata('<link rel="canonical" href="/a/b"><title>T</title>', 'https://example.org/x?y=1');
    expect(reference.data.url).toBe('https://example.org/a/b');
  });
});

describe('extractMetadata on bad input', () => {
  const lowConfidence = (html: string) => {
    const result = extractMetadata(html);
    expect([3, 48]).toContain(result.reference.referenceTypeID);
    expect(result.confidence.referenceTypeID).toBeLessThanOrEqual(0.5);
    return result;
  };

  it('gives a webpage with low confidence for an empty string', () => {
    expect(lowConfidence('').reference.data.title).toBeUndefined();
  });

  it('survives a binary blob', () => {
    let blob = '';
    for (let i = 0; i < 50_000; i++) blob += String.fromCharCode((i * 7919) % 65_536);
    lowConfidence(blob);
  });

  it('reads the head of a 5 MB page and stops early', () => {
    const html = `<html><head><title>Big page</title></head><body>${'<p>filler text</p>'.repeat(300_000)}</body></html>`;
    expect(html.length).toBeGreaterThan(5_000_000);
    const started = Date.now();
    const result = extractMetadata(html);
    expect(result.reference.data.title).toBe('Big page');
    expect(readHtmlHead(html).stoppedEarly).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reads broken HTML as a browser would', () => {
    const { reference } = extractMetadata('<html><head><title>Broken <b>page</title><meta name="citation_title" content="Real title"<body><div><p>unclosed');
    expect(typeof reference.referenceTypeID).toBe('number');
  });

  it('warns about invalid JSON-LD and carries on', () => {
    const result = extractMetadata('<head><title>Page</title><script type="application/ld+json">{"@type": "Article", "headline": </script></head>');
    expect(result.reference.data.title).toBe('Page');
    expect(result.warnings.map((w) => w.code)).toContain('json-ld-invalid');
    expect(result.confidence.referenceTypeID).toBeLessThanOrEqual(0.5);
  });

  it('never throws on arbitrary input (fuzz)', () => {
    const fragment = fc.oneof(
      fc.string(),
      fc.constantFrom('<meta name="citation_author" content="', '<script type="application/ld+json">', '</script>', '{"@graph":[', '"@type":"NewsArticle"', '<span class="Z3988" title="rft.date=', '<title>', ' - ', '<html lang="', 'doi:10.1/x', '"', '>', '&#x', '<meta property="og:type" content="video.', '<link rel="canonical" href="'),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 30 }), fc.option(fc.webUrl(), { nil: undefined }), (parts, url) => {
        const result = extractMetadata(parts.join(''), url);
        expect(result.reference.referenceTypeID).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});

describe('page values', () => {
  it.each([
    ['Vaswani, Ashish', { family: 'Vaswani', given: 'Ashish' }],
    ['Maria C Almeida', { family: 'Almeida', given: 'Maria C' }],
    ['Ludwig van Beethoven', { family: 'Beethoven', given: 'Ludwig', 'non-dropping-particle': 'van' }],
    ['International Genetics of Ankylosing Spondylitis Consortium (IGAS)', { literal: 'International Genetics of Ankylosing Spondylitis Consortium (IGAS)' }],
    ['ONE Media', { literal: 'ONE Media' }],
  ])('reads the name %s', (raw, expected) => {
    expect(parsePersonName(raw)).toEqual(expected);
  });

  it('splits bylines into names', () => {
    expect(parseNameList('By Marc Santora, William K. Rashbaum, Al Baker and Adam Goldman').map((n) => n.family)).toEqual(['Santora', 'Rashbaum', 'Baker', 'Goldman']);
    expect(parseNameList('Santora, Marc')).toEqual([{ family: 'Santora', given: 'Marc' }]);
  });

  it.each([
    ['2017/06/12', [2017, 6, 12]],
    ['2021/08', [2021, 8]],
    ['2017-07-03T19:17:54.000Z', [2017, 7, 3]],
    ['Dec 20, 2006', [2006, 12, 20]],
    ['2012 Nov 26', [2012, 11, 26]],
    ['20160919', [2016, 9, 19]],
    ['8 ago 2023', [2023, 8, 8]],
  ])('reads the date %s', (raw, parts) => {
    expect(parsePageDate(raw)).toEqual({ 'date-parts': [parts] });
  });
});
