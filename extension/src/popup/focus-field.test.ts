import { afterEach, describe, expect, it } from 'vitest';
import { focusField } from './focus-field';
import { listed, missingTitle } from './draft-rules';

afterEach(() => document.body.replaceChildren());

describe('taking the reader to a field', () => {
  it('focuses the box a label names, its required mark aside', () => {
    document.body.innerHTML = '<label for="a">Title<span>*</span></label><input id="a"><label for="b">Journal name <span>*</span></label><input id="b">';
    expect(focusField('Journal name')).toBe(true);
    expect(document.activeElement?.id).toBe('b');
  });

  it("focuses the first box of a group its label names (the authors' names, a date)", () => {
    document.body.innerHTML = '<label id="l">Publication date</label><div role="group" aria-labelledby="l"><select id="month"></select><input id="year"></div>';
    expect(focusField('Publication date')).toBe(true);
    expect(document.activeElement?.id).toBe('month');
  });

  it('answers false for a label the form does not show', () => {
    document.body.innerHTML = '<label for="a">Title</label><input id="a">';
    expect(focusField('Newspaper name')).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});

describe('naming the empty fields', () => {
  it('lists one, two or more labels as a sentence does', () => {
    expect(missingTitle(['Journal name'])).toBe('Journal name is empty');
    expect(missingTitle(['Title', 'Journal name'])).toBe('Title and Journal name are empty');
    expect(listed(['Title', 'Volume', 'Journal name'])).toBe('Title, Volume and Journal name');
  });
});
