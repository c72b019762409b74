import { describe, expect, it } from 'vitest';
import { formatReference } from './index.js';
import { databaseName } from './databases.js';
import { person, ref } from '../testing/builders.js';

describe('the database a reader finds a work in', () => {
  it('is a database or platform that holds the work, never where a record’s metadata came from', () => {
    expect(databaseName('ProQuest Dissertations and Theses Global')).toBe('ProQuest Dissertations and Theses Global');
    for (const source of ['Crossref', 'Google Scholar', 'academic.oup.com', 'Amazon', 'Taylor and Francis+NEJM', 'journals.humankinetics.com (Atypon)', ' ', undefined]) {
      expect(databaseName(source)).toBeUndefined();
    }
  });

  it('is left out of every style when a record names only its metadata’s source (Zotero’s "Library Catalog")', () => {
    const article = ref(1, { contributors: [person('Ching', 'Travers')], title: 'Opportunities and obstacles', containerTitle: 'Journal of the Royal Society Interface', issued: { year: 2018 }, source: 'Crossref', doi: '10.1098/rsif.2017.0387' });
    for (const style of ['apa7', 'mla9', 'turabian9'] as const) expect(formatReference(article, style).text).not.toContain('Crossref');
  });
});
