import { describe, expect, it } from 'vitest';
import {
  doiKey, doiUrl, findDoi, findIsbns, isbnKey, parseArxivId, parseDoi, parseIsbn, parseIssn,
  parsePmcid, parsePmid, parseWebUrl, toIsbn10, toIsbn13, urlKey,
} from './index.js';

describe('DOI', () => {
  it.each([
    ['10.1037/amp0000722', '10.1037/amp0000722'],
    ['doi:10.1037/amp0000722', '10.1037/amp0000722'],
    ['https://doi.org/10.1037/amp0000722', '10.1037/amp0000722'],
    ['http://dx.doi.org/10.1007/s00120-007-1345-2', '10.1007/s00120-007-1345-2'],
    ['  DOI: 10.1371/journal.pone.0033693 ', '10.1371/journal.pone.0033693'],
    ['https://doi.org/10.1002/(SICI)1097-4571%28199806%2949%3A8', '10.1002/(SICI)1097-4571(199806)49:8'],
  ])('reads %s as the bare DOI', (input, doi) => {
    expect(parseDoi(input)).toEqual({ ok: true, value: doi });
  });

  it.each(['11.1037/amp0000722', '10.1037', '10.12/abc', 'amp0000722', '', 'https://example.com/10.1037'])(
    'refuses the malformed DOI %j with a clear error',
    (input) => {
      const result = parseDoi(input);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('invalid-doi');
        expect(result.error.message).toMatch(/is not a DOI/);
      }
    },
  );

  it('prints a DOI as an https://doi.org/ link', () => {
    expect(doiUrl('10.1037/amp0000722')).toBe('https://doi.org/10.1037/amp0000722');
  });

  it('compares DOIs without the link prefix and regardless of case', () => {
    expect(doiKey('https://doi.org/10.1037/AMP0000722')).toBe(doiKey('10.1037/amp0000722'));
    expect(doiKey('not a doi')).toBeUndefined();
  });

  it('finds a DOI in a URL or a sentence, without trailing punctuation', () => {
    expect(findDoi('https://journals.plos.org/plosone/article?id=10.1371/journal.pone.0033693')).toBe('10.1371/journal.pone.0033693');
    expect(findDoi('See (doi 10.7554/eLife.55167.sa2).')).toBe('10.7554/eLife.55167.sa2');
    expect(findDoi('no identifier here')).toBeUndefined();
  });
});

describe('ISBN', () => {
  it('accepts ISBN-13 and ISBN-10 with hyphens, spaces and an ISBN prefix', () => {
    expect(parseIsbn('978-0-7432-7356-5')).toEqual({ ok: true, value: '9780743273565' });
    expect(parseIsbn('ISBN 0-7432-7356-7')).toEqual({ ok: true, value: '0743273567' });
    expect(parseIsbn('0-8044-2957-x')).toEqual({ ok: true, value: '080442957X' });
  });

  it('refuses an ISBN with a wrong check digit', () => {
    const result = parseIsbn('978-0-7432-7356-4');
    expect(result).toMatchObject({ ok: false, error: { code: 'isbn-check-digit' } });
    if (!result.ok) expect(result.error.message).toBe('The ISBN 978-0-7432-7356-4 has a wrong check digit: check it for a typing error.');
    expect(parseIsbn('0743273568')).toMatchObject({ ok: false, error: { code: 'isbn-check-digit' } });
  });

  it.each(['12345', '977-0-7432-7356-5', 'ISBN', 'abcdefghij'])('refuses %j as not an ISBN', (input) => {
    expect(parseIsbn(input)).toMatchObject({ ok: false, error: { code: 'invalid-isbn' } });
  });

  it('converts between ISBN-10 and ISBN-13', () => {
    expect(toIsbn13('0743273567')).toBe('9780743273565');
    expect(toIsbn10('9780743273565')).toBe('0743273567');
    expect(toIsbn10('9791234567896')).toBeUndefined();
  });

  it('keys the ISBN-10 and the ISBN-13 of one book alike (hyphens, 978 and the check digit dropped)', () => {
    expect(isbnKey('978-0-7432-7356-5')).toBe('074327356');
    expect(isbnKey('0-7432-7356-7')).toBe('074327356');
  });

  it('keeps a 979 prefix in the key, so it never matches the 978 book with the same core digits', () => {
    expect(isbnKey('9791234567896')).toBe('979123456789');
    expect(isbnKey('9781234567897')).toBe('123456789');
  });

  it('finds only valid ISBNs in free text', () => {
    expect(findIsbns('ISBN: 978-0-7432-7356-5 (hardcover); 0-7432-7356-7; tel 0123456788')).toEqual(['9780743273565', '0743273567']);
  });
});

describe('ISSN', () => {
  it('accepts an ISSN with an X check digit and prints it with a hyphen', () => {
    expect(parseIssn('0003066x')).toEqual({ ok: true, value: '0003-066X' });
    expect(parseIssn('ISSN 1932-6203')).toEqual({ ok: true, value: '1932-6203' });
  });
  it('refuses a wrong check digit and a wrong length', () => {
    expect(parseIssn('0003-0661')).toMatchObject({ ok: false, error: { code: 'issn-check-digit' } });
    expect(parseIssn('1234')).toMatchObject({ ok: false, error: { code: 'invalid-issn' } });
  });
});

describe('PubMed and arXiv ids', () => {
  it('reads PMIDs and PMCIDs', () => {
    expect(parsePmid('PMID: 32302571')).toEqual({ ok: true, value: '32302571' });
    expect(parsePmid('12ab')).toMatchObject({ ok: false, error: { code: 'invalid-pmid' } });
    expect(parsePmcid('pmc7162736')).toEqual({ ok: true, value: 'PMC7162736' });
    expect(parsePmcid('PMCX')).toMatchObject({ ok: false, error: { code: 'invalid-pmcid' } });
  });
  it('reads new and old arXiv ids from ids, prefixes and links', () => {
    expect(parseArxivId('arXiv:2101.00001v2')).toEqual({ ok: true, value: '2101.00001v2' });
    expect(parseArxivId('https://arxiv.org/abs/hep-th/9901001')).toEqual({ ok: true, value: 'hep-th/9901001' });
    expect(parseArxivId('https://arxiv.org/pdf/1706.03762.pdf')).toEqual({ ok: true, value: '1706.03762' });
    expect(parseArxivId('21.001')).toMatchObject({ ok: false, error: { code: 'invalid-arxiv' } });
  });
});

describe('URL', () => {
  it('accepts http and https links and refuses others', () => {
    expect(parseWebUrl('https://www.apa.org/pubs')).toEqual({ ok: true, value: 'https://www.apa.org/pubs' });
    expect(parseWebUrl('ftp://example.com/a')).toMatchObject({ ok: false, error: { code: 'invalid-url' } });
    expect(parseWebUrl('not a url')).toMatchObject({ ok: false, error: { code: 'invalid-url' } });
    expect(parseWebUrl('www.facebook.com/SCFlibraries/posts/1')).toEqual({ ok: true, value: 'www.facebook.com/SCFlibraries/posts/1' });
    expect(parseWebUrl('mailto:a@b.org')).toMatchObject({ ok: false });
    expect(parseWebUrl('http://intranet/page')).toMatchObject({ ok: false, error: { code: 'invalid-url' } });
  });

  it('keys URLs with the scheme removed, as the spec compares them', () => {
    expect(urlKey('https://example.com/a/b')).toBe(urlKey('http://example.com/a/b'));
    expect(urlKey('https://example.com/a/b')).toBe('example.com/a/b');
  });

  it('treats www., host case, a trailing slash and a fragment as the same page', () => {
    expect(urlKey('https://WWW.Example.com/a/#top')).toBe('example.com/a');
    expect(urlKey('https://example.com/a?x=1')).not.toBe(urlKey('https://example.com/a?x=2'));
    expect(urlKey('   ')).toBeUndefined();
  });
});
