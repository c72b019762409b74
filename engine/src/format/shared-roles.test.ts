import { describe, expect, it } from 'vitest';
import { person, ref } from '../testing/builders.js';
import { formatCitation, formatReference } from './index.js';
import { joinedRolePhrase } from './shared-roles.js';

const book = (translator: string) =>
  ref(2, {
    contributors: [person('Averroes', undefined), person('Bland', 'Kalman P.', 'editor'), person(translator, 'Kalman P.', 'translator')],
    title: 'The epistle on the possibility of conjunction',
    issued: { year: 1982 },
    publishers: [{ name: 'Jewish Theological Seminary of America', city: 'New York' }],
  });

describe('roles the same people hold', () => {
  it('are named once, with both roles, in every style (APA "Ed. & Trans.", MLA and Chicago "edited and translated by")', () => {
    const one = book('Bland');
    expect(formatReference(one, 'apa7').text).toContain('(K. P. Bland, Ed. & Trans.)');
    expect(formatReference(one, 'mla9').text).toContain('Edited and translated by Kalman P. Bland,');
    expect(formatReference(one, 'turabian9').text).toContain('Edited and translated by Kalman P. Bland.');
    expect(formatCitation([{ reference: one }], 'turabian9').first.text).toContain('ed. and trans. Kalman P. Bland');
  });

  it('put a chapter\'s translator who edits its book with the editors, as APA\'s Standard Edition of Freud has it', () => {
    const chapter = ref(9, {
      contributors: [person('Freud', 'Sigmund'), person('Strachey', 'James', 'editor'), person('Strachey', 'James', 'translator')],
      title: 'The ego and the id',
      containerTitle: 'The standard edition of the complete psychological works of Sigmund Freud',
      volume: '19',
      pages: [{ start: '3', end: '66' }],
      issued: { year: 1961 },
      publishers: [{ name: 'Hogarth Press' }],
    });
    expect(formatReference(chapter, 'apa7').text).toBe(
      'Freud, S. (1961). The ego and the id. In J. Strachey (Ed. & Trans.), The standard edition of the complete psychological works of Sigmund Freud (Vol. 19, pp. 3–66). Hogarth Press.',
    );
  });

  it('stay apart when different people hold them', () => {
    const two = book('Hannes');
    expect(formatReference(two, 'apa7').text).toContain('(K. P. Bland, Ed.; K. P. Hannes, Trans.)');
    expect(formatReference(two, 'mla9').text).toContain('Edited by Kalman P. Bland, translated by Kalman P. Hannes,');
  });

  it('join their phrases before the one "by"', () => {
    expect(joinedRolePhrase(['edited by', 'translated by'])).toBe('edited and translated by');
    expect(joinedRolePhrase(['ed.', 'trans.'])).toBe('ed. and trans.');
    expect(joinedRolePhrase(['compiled by'])).toBe('compiled by');
  });
});
