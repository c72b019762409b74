import { describe, expect, it } from 'vitest';
import { withAffixes } from './citation-affixes.js';

const f = (text: string, html = text) => ({ text, html });

describe('a citation prefix and suffix', () => {
  it.each([
    ['a parenthetical citation', '(Walker, 2017, p. 12)', 'see', 'emphasis added', '(see Walker, 2017, p. 12, emphasis added)'],
    ['a narrative citation', 'Walker (2017)', 'as shown by', 'p. 4', 'as shown by Walker (2017, p. 4)'],
    ['a note', 'Walker, Why We Sleep, 12.', 'See', 'for a critique', 'See Walker, Why We Sleep, 12, for a critique.'],
    ['a note ending in a quoted title', 'Walker, “Role of Sleep.”', '', 'on emotion', 'Walker, “Role of Sleep,” on emotion.'],
    ['a suffix with its own punctuation', '(Walker, 2017)', '', '; see also Lee, 2019', '(Walker, 2017; see also Lee, 2019)'],
    ['blank affixes', '(Walker, 2017)', '  ', '', '(Walker, 2017)'],
  ])('sets them into %s', (_, text, prefix, suffix, expected) => {
    expect(withAffixes(f(text), prefix, suffix).text).toBe(expected);
  });

  it('escapes them in the html and keeps the markup', () => {
    expect(withAffixes(f('(Walker, 2017)', '(<i>Why</i>, 2017)'), 'R&D', '<b>').html).toBe('(R&amp;D <i>Why</i>, 2017, &lt;b&gt;)');
  });
});
