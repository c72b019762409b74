import { describe, expect, it } from 'vitest';
import { checkRuleValues, legacyValueText } from './legacy-data.js';
import { getLegacyReferenceType } from '../catalogue/legacy-types.js';

const article = getLegacyReferenceType(111)!;
const blog = getLegacyReferenceType(302)!;

describe('checkRuleValues', () => {
  it('keeps text, numbers and names, trimming text and dropping blanks', () => {
    const checked = checkRuleValues(article, { title: '  Old reading habits ', volume: 12, issue: '  ', authors: [{ lastName: 'Stone', firstName: 'Mae' }], publicationMonth: undefined, pages: null });
    expect(checked).toEqual({ ok: true, value: { title: 'Old reading habits', volume: 12, authors: [{ lastName: 'Stone', firstName: 'Mae' }] } });
    expect(checkRuleValues(article, { title: 'x', authors: [] })).toEqual({ ok: true, value: { title: 'x' } });
  });

  it('refuses rules the type does not have, malformed names, text of the wrong kind and an empty form', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: 'x', director: 'y' }, /"director" is not a field of Journal article in print/],
      [{ authors: [{ firstName: 'Mae' }] }, /Authors: each name needs a last name/],
      [{ title: { text: 'x' } }, /Title must be text/],
      [{ volume: Number.NaN }, /Volume must be text/],
      [{ title: '  ' }, /at least one field/],
      [{}, /at least one field/],
    ];
    for (const [values, message] of cases) {
      const checked = checkRuleValues(article, values);
      expect(checked.ok, JSON.stringify(values)).toBe(false);
      if (!checked.ok) {
        expect(checked.error.code).toBe('invalid-rule-values');
        expect(checked.error.message).toMatch(message);
      }
    }
  });

  it("names a rule by the label this type gives it", () => {
    const checked = checkRuleValues(blog, { publicationTitle: ['x'] });
    expect(!checked.ok && checked.error.message).toBe('Blog name must be text.');
  });
});

describe('legacyValueText', () => {
  it('writes names as "Last, First Middle, Suffix" or the group name, joined with semicolons', () => {
    expect(legacyValueText([{ lastName: 'Stone', firstName: 'Mae', middleName: 'A.', suffix: 'Jr.' }, { groupName: 'Acme' }, { lastName: 'Lee' }])).toBe('Stone, Mae A., Jr.; Acme; Lee');
    expect(legacyValueText('2009')).toBe('2009');
    expect(legacyValueText(12)).toBe('12');
  });
});
