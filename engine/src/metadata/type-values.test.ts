import { describe, expect, it } from 'vitest';
import { extractMetadata } from './extract-metadata.js';

const meta = (key: string, value: string) => `<meta property="${key}" content="${value}">`;

describe('values by the type a page gets', () => {
  it("cites a preprint's server as its archive, not the server's owner", () => {
    const html = `<head>${meta('citation_title', 'A result')}${meta('citation_journal_title', 'medRxiv')}${meta('citation_publisher', 'Cold Spring Harbor Laboratory')}${meta('citation_doi', '10.1101/2021.01.01.21249999')}</head>`;
    const { reference } = extractMetadata(html, 'https://www.medrxiv.org/content/10.1101/2021.01.01.21249999v1');
    expect(reference.referenceTypeID).toBe(32);
    expect(reference.data.publishers?.map((p) => p.name)).toEqual(['medRxiv']);
  });

  it("names the server from its address when the page's tags name only the owner", () => {
    const html = `<head>${meta('citation_title', 'A paper')}${meta('citation_publisher', 'Elsevier')}${meta('citation_doi', '10.2139/ssrn.1234567')}</head>`;
    expect(extractMetadata(html, 'https://papers.ssrn.com/sol3/papers.cfm?abstract_id=1234567').reference.data.publishers?.[0]?.name).toBe('SSRN');
  });

  it("reads a podcast episode's show from the title after the episode, and its number before it", () => {
    const html = `<head><title>42: Making things | Making Podcast</title>${meta('og:site_name', 'Making Podcast')}${meta('og:type', 'website')}<link rel="alternate" type="application/rss+xml" href="/feed.xml"></head>`;
    const { reference } = extractMetadata(html, 'https://making.example/episodes/42');
    expect(reference.referenceTypeID).toBe(34);
    expect(reference.data).toMatchObject({ title: 'Making things', containerTitle: 'Making Podcast', number: '42' });
  });

  it("drops the platform from a show's name ('Show on Platform', 'Podcast on Platform')", () => {
    const html = `<head><title>Episode one - The Show - Weekly | Podcast on Listenly</title>${meta('og:title', 'Episode one')}${meta('og:site_name', 'Listenly')}${meta('og:type', 'music.song')}${meta('og:audio', 'https://cdn.example/1.mp3')}</head>`;
    const { reference } = extractMetadata(html, 'https://listen.example/episode/1');
    expect(reference.referenceTypeID).toBe(34);
    expect(reference.data.containerTitle).toBe('The Show - Weekly');
  });

  it("types a bookseller's item page as a book and never makes the shop its publisher", () => {
    const html = `<head><title>A Novel - E-books | ShopName</title>${meta('og:title', 'A Novel')}${meta('og:site_name', 'E-books | ShopName')}</head>`;
    const { reference } = extractMetadata(html, 'https://shop.example/item/123');
    expect(reference.referenceTypeID).toBe(2);
    expect(reference.data.publishers ?? []).toEqual([]);
  });

  it("reads a book page's details list (a dl or a table) for its author, publisher, date and ISBN, without the author's role", () => {
    const html = `<head><title>A Novel - E-books | ShopName</title>${meta('og:site_name', 'E-books | ShopName')}</head><body><h1>A Novel</h1>
      <dl><dt>Author</dt><dd><a href="/a/1">Ann Lee (Author)</a></dd><dt>Publisher</dt><dd> Harbour Press </dd></dl>
      <table><tr><th>Publication date:</th><td>2019/3/5</td></tr><tr><th>ISBN-13</th><td>978-0-306-40615-7</td></tr></table></body>`;
    const { reference } = extractMetadata(html, 'https://shop.example/item/123');
    expect(reference.referenceTypeID).toBe(2);
    expect(reference.data.contributors?.[0]).toMatchObject({ family: 'Lee', given: 'Ann' });
    expect(reference.data.publishers?.[0]?.name).toBe('Harbour Press');
    expect(reference.data.issued).toMatchObject({ year: 2019, month: 3, day: 5 });
    expect(reference.data.isbns).toEqual(['9780306406157']);
  });

  it("gives a wiki entry its wiki's name from the address when the page names none, and no organisation as author", () => {
    const html = `<head><title>Gears</title><script type="application/ld+json">{"@type":"Article","name":"Gears","author":{"@type":"Organization","name":"Contributors"}}</script></head>`;
    const { reference } = extractMetadata(html, 'https://wiki.example.org/wiki/Gears');
    expect(reference.referenceTypeID).toBe(46);
    expect(reference.data.containerTitle).toBe('wiki.example.org');
    expect(reference.data.contributors ?? []).toEqual([]);
  });
});

describe('what a page says about itself', () => {
  it("takes no title or type from a page's many COinS spans: they are the works it cites", () => {
    const span = (t: string) => `<span class="Z3988" title="ctx_ver=Z39.88-2004&amp;rft.genre=book&amp;rft.btitle=${t}"></span>`;
    const { reference } = extractMetadata(`<head><title>Rivers</title></head><body>${span('Cited+one')}${span('Cited+two')}</body>`);
    expect(reference.data.title).toBe('Rivers');
    expect(reference.referenceTypeID).toBe(3);
  });

  it("names the site by the title's part that spells its address over an address-like site name, never over one in words", () => {
    const page = (site: string) => `<head><title>Rain expected - Town Crier</title>${meta('og:type', 'article')}${meta('og:site_name', site)}${meta('og:title', 'Rain expected')}</head>`;
    expect(extractMetadata(page('TownCrier.com'), 'https://www.towncrier.example/rain').reference.data.containerTitle).toBe('Town Crier');
    expect(extractMetadata(page('The Town Crier of Springfield'), 'https://www.towncrier.example/rain').reference.data.containerTitle).toBe('The Town Crier of Springfield');
  });

  it("reads the body's byline when the head names no author, and never a role or a link's words as one", () => {
    const page = (byline: string) => `<head><title>Rain</title></head><body><h1>Rain</h1><div class="story-byline"><p class="byline__name">${byline}</p></div></body>`;
    expect(extractMetadata(page('By Ann Lee')).reference.data.contributors?.[0]).toMatchObject({ family: 'Lee', given: 'Ann' });
    expect(extractMetadata(page('Brenda Goodman, MA')).reference.data.contributors?.[0]).toMatchObject({ family: 'Goodman' });
    for (const role of ['Ben Silverman Games Editor', 'More stories by Jo Herron', 'Staff', 'Published March 3, 2020']) expect(extractMetadata(page(role)).reference.data.contributors ?? [], role).toEqual([]);
    const withHeadAuthor = `<head><title>Rain</title><meta name="author" content="Cy Twombly"></head><body><p class="byline">By Ann Lee</p></body>`;
    expect(extractMetadata(withHeadAuthor).reference.data.contributors).toEqual([expect.objectContaining({ family: 'Twombly' })]);
  });

  it('reads the date the body shows (a time element, or an element whose class names a date) when the head gives none', () => {
    expect(extractMetadata('<head><title>Rain</title></head><body><p class="date mb-1">Aug 14, 2020</p></body>').reference.data.issued).toMatchObject({ year: 2020, month: 8, day: 14 });
    expect(extractMetadata('<head><title>Rain</title></head><body><time datetime="2019-11-21">21 November</time></body>').reference.data.issued).toMatchObject({ year: 2019, month: 11, day: 21 });
    expect(extractMetadata('<head><title>Rain</title></head><body><span class="date">Yesterday</span></body>').reference.data.issued).toBeUndefined();
    const dated = `<head><title>Rain</title><meta property="article:published_time" content="2021-05-01"></head><body><p class="date">Aug 14, 2020</p></body>`;
    expect(extractMetadata(dated).reference.data.issued).toMatchObject({ year: 2021, month: 5 });
  });

  it('reads a magazine by the word in its name', () => {
    const html = `<head>${meta('og:type', 'article')}${meta('og:site_name', 'Harbour Magazine')}${meta('og:title', 'Tides')}</head>`;
    expect(extractMetadata(html, 'https://harbour.example/tides').reference.referenceTypeID).toBe(13);
  });

  it('reads a newspaper by the word in its name, in any script', () => {
    const html = `<head>${meta('og:type', 'article')}${meta('og:site_name', '港町新聞')}${meta('og:title', '潮の話')}</head>`;
    expect(extractMetadata(html, 'https://minato.example/a/1').reference.referenceTypeID).toBe(29);
  });

  it('takes a later date of the same year over a 1 January publication date that stands for the year', () => {
    const html = `<head>${meta('citation_title', 'T')}${meta('citation_journal_title', 'bioRxiv')}${meta('citation_publication_date', '2020/01/01')}${meta('citation_date', '2020-03-27')}</head>`;
    expect(extractMetadata(html).reference.data.issued).toMatchObject({ year: 2020, month: 3, day: 27 });
  });

  it("takes the JSON-LD name over a headline that is a description, when the page's title begins with the name", () => {
    const html = `<head><title>Gears - Wiki</title><script type="application/ld+json">{"@type":"Article","headline":"An article about machines","name":"Gears"}</script></head>`;
    expect(extractMetadata(html).reference.data.title).toBe('Gears');
  });
});
