import { describe, expect, it } from 'vitest';
import { person, ref } from '../testing/builders.js';
import { formatReference } from './index.js';
import { inPeriodical, ownerStyledName, periodicalNameCase, withoutOwnPeriod } from './container-title.js';

describe('a container’s own final period', () => {
  it('goes before a comma, unless it ends an abbreviation', () => {
    expect(withoutOwnPeriod('Proceedings of the Seventh Congress, Portland, OR, USA.')).toBe('Proceedings of the Seventh Congress, Portland, OR, USA');
    expect(withoutOwnPeriod('Studies in Sleep Disorders.')).toBe('Studies in Sleep Disorders');
    expect(withoutOwnPeriod('J. Chem. Inf. Comput. Sci.')).toBe('J. Chem. Inf. Comput. Sci.');
    expect(withoutOwnPeriod('Proc. Natl. Acad. Sci. U.S.A.')).toBe('Proc. Natl. Acad. Sci. U.S.A.');
    expect(withoutOwnPeriod('Nature')).toBe('Nature');
    expect(withoutOwnPeriod('Journal of Social History.')).toBe('Journal of Social History');
    expect(withoutOwnPeriod('Annu. Rev. Psychol.')).toBe('Annu. Rev. Psychol.');
    expect(withoutOwnPeriod('Smith & Sons, Inc.')).toBe('Smith & Sons, Inc.');
  });

  it('is not printed before the volume in MLA', () => {
    const article = ref(1, { contributors: [person('Lange', 'Gerard')], title: 'Too much fashion', containerTitle: 'Serif: The Magazine of Type and Typography.', volume: '2', issued: { year: 1995 } });
    expect(formatReference(article, 'mla9').text).toBe('Lange, Gerard. “Too Much Fashion.” Serif: The Magazine of Type and Typography, vol. 2, 1995.');
  });
});

describe('names their owners style in lower case', () => {
  it('are a blog\'s or website\'s name without a capital, not a periodical\'s or a book\'s', () => {
    expect(ownerStyledName(12, 'chem-bla-ics')).toBe(true);
    expect(ownerStyledName(3, 'xkcd')).toBe(true);
    expect(ownerStyledName(12, 'Lingua Franca')).toBe(false);
    expect(ownerStyledName(1, 'nature')).toBe(false);
    expect(ownerStyledName(9, 'global backlash')).toBe(false);
  });
});

describe("a periodical's name", () => {
  it('writes "the" inside it in lower case, as headline style does (APA 9.25, MLA 2.90, CMOS 8.159)', () => {
    expect(periodicalNameCase('Journal of The Royal Society Interface')).toBe('Journal of the Royal Society Interface');
    expect(periodicalNameCase('Proceedings of The National Academy of Sciences')).toBe('Proceedings of the National Academy of Sciences');
  });

  it('keeps the "The" that opens it, and leaves a name without one alone', () => {
    expect(periodicalNameCase('The Lancet')).toBe('The Lancet');
    expect(periodicalNameCase('The Journal of Physiology')).toBe('The Journal of Physiology');
  });

  it('is only for a periodical or a newspaper, not for a book holding a chapter', () => {
    expect([1, 13, 29].map(inPeriodical)).toEqual([true, true, true]);
    expect([2, 9].map(inPeriodical)).toEqual([false, false]);
  });
});
