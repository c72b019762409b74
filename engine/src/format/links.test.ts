import { describe, expect, it } from 'vitest';
import { person, ref } from '../testing/builders.js';
import { formatReference } from './index.js';
import { readableUrl } from './links.js';

describe('addresses a reader can follow', () => {
  it('keeps a public address and drops one behind a login or a library proxy (APA 9.30)', () => {
    expect(readableUrl('https://www.nature.com/articles/nrn2762')).toBe('https://www.nature.com/articles/nrn2762');
    expect(readableUrl('https://search.ebscohost.com/login.aspx?direct=true&db=pbh&AN=123')).toBeUndefined();
    expect(readableUrl('https://ezproxy.library.example.edu/login?url=https://www.jstor.org/stable/1')).toBeUndefined();
    expect(readableUrl('https://www.proquest.com/docview/123?accountid=14553')).toBeUndefined();
    expect(readableUrl('https://www-jstor-org.ezp.lib.idm.oclc.org/stable/1')).toBeUndefined();
  });

  it('prints no database login address in any style', () => {
    const article = ref(1, {
      contributors: [person('Diekelmann', 'Susanne')],
      title: 'The memory function of sleep',
      containerTitle: 'Nature Reviews Neuroscience',
      volume: '11',
      issued: { year: 2010 },
      url: 'https://search.ebscohost.com/login.aspx?direct=true&db=pbh&AN=47624829',
      accessed: { year: 2024, month: 3, day: 1 },
    });
    for (const format of ['apa7', 'mla9', 'turabian9'] as const) {
      const text = formatReference(article, format).text;
      expect(text).not.toContain('ebscohost');
      expect(text).not.toContain('Accessed');
    }
  });
});
