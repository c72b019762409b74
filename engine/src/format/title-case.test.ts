import { describe, expect, it } from 'vitest';
import { toTitleCase } from './title-case.js';

describe('headline-style title case (MLA 9, Chicago 8.159)', () => {
  it.each([
    ['the pleasures of reading in an age of distraction', 'The Pleasures of Reading in an Age of Distraction'],
    ['my mother was a computer: digital subjects and literary texts', 'My Mother Was a Computer: Digital Subjects and Literary Texts'],
    ['where the crawdads sing', 'Where the Crawdads Sing'],
    ['surface reading: an introduction', 'Surface Reading: An Introduction'],
    ['what it is about', 'What It Is About'],
    ['a tale of two cities', 'A Tale of Two Cities'],
    ['cells versus tissues in wound healing', 'Cells versus Tissues in Wound Healing'],
    ['self-made men and out-of-date ideas', 'Self-Made Men and Out-of-Date Ideas'],
    ['war and peace? a reading', 'War and Peace? A Reading'],
    ['space and beyond: the frontier theme', 'Space and Beyond: The Frontier Theme'],
    ['how the iPhone changed NASA', 'How the iPhone Changed NASA'],
    ['lessons from the Brexit', 'Lessons from the Brexit'],
    ['a {tRNA} study of {van} gogh', 'A tRNA Study of van Gogh'],
    ['notes on blogs.example.com', 'Notes on blogs.example.com'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(toTitleCase(input)).toBe(expected);
  });

  it('leaves a title already in title case unchanged', () => {
    const t = 'Writing New Media: Theory and Applications for Expanding the Teaching of Composition';
    expect(toTitleCase(t)).toBe(t);
  });
});

describe('toTitleCase with numbers', () => {
  it('leaves a word that starts with a digit as written ("$1bn", "3rd")', () => {
    expect(toTitleCase('profits rise to $1bn in 3rd quarter')).toBe('Profits Rise to $1bn in 3rd Quarter');
  });
});

describe('Greek letters in English titles', () => {
  it('keeps a Greek letter lower case: it is a symbol there, not a word to capitalise', () => {
    expect(toTitleCase('dietary ω-3 fatty acids and β-blockers')).toBe('Dietary ω-3 Fatty Acids and β-Blockers');
  });
});

describe('words title case must read in context', () => {
  it('reads a capital A after a capitalised word as a letter that names, not an article', () => {
    expect(toTitleCase('Vitamin A and the immune system')).toBe('Vitamin A and the Immune System');
    expect(toTitleCase('hepatitis A in children')).toBe('Hepatitis A in Children');
    expect(toTitleCase('life as A round trip')).toBe('Life as A Round Trip');
  });

  it('capitalises a word an article opens, a noun there though it can be a preposition (CMOS 8.159)', () => {
    expect(toTitleCase('The politics of the past in early China')).toBe('The Politics of the Past in Early China');
  });

  it('capitalises each word joined by a slash, and keeps addresses as typed', () => {
    expect(toTitleCase('overcoming the time/space trade-off')).toBe('Overcoming the Time/Space Trade-off');
    expect(toTitleCase('notes on example.com and http://x.org/a')).toBe('Notes on example.com and http://x.org/a');
  });

  it('keeps a name particle typed in lower case between capitalised words (CMOS 8.5)', () => {
    expect(toTitleCase('The Letters of Vincent van Gogh')).toBe('The Letters of Vincent van Gogh');
    expect(toTitleCase('a history of the Tour de France')).toBe('A History of the Tour de France');
    expect(toTitleCase('van and truck')).toBe('Van and Truck');
    expect(toTitleCase('the de facto standard')).toBe('The De Facto Standard');
  });

  it('capitalises the words on both sides of an unspaced em dash (CMOS 8.159)', () => {
    expect(toTitleCase('TeX and typesetting—a publisher’s view')).toBe('TeX and Typesetting—A Publisher’s View');
    expect(toTitleCase('the rise—and fall')).toBe('The Rise—And Fall');
  });

  it('lowers a conjunction or preposition a source capitalised inside the title (MLA 2.90, CMOS 8.159)', () => {
    expect(toTitleCase('Back to Basics: Simple But High-Quality Text Pagination Systems')).toBe('Back to Basics: Simple but High-Quality Text Pagination Systems');
    expect(toTitleCase('More Math Into LaTeX')).toBe('More Math into LaTeX');
  });

  it('keeps a capital the source gave an article, a word that is also a noun or adverb, or one that opens a title of its own', () => {
    expect(toTitleCase('Inside the Presidential Debates: Their Improbable Past and Promising Future')).toBe('Inside the Presidential Debates: Their Improbable Past and Promising Future');
    expect(toTitleCase('Why Did American Businesses Get So Big?')).toBe('Why Did American Businesses Get So Big?');
    expect(toTitleCase('The Weight of a Serif, or, The Influences of Punchcutting')).toBe('The Weight of a Serif, or, The Influences of Punchcutting');
    expect(toTitleCase('Translation and Colonization from The Tempest to Tarzan')).toBe('Translation and Colonization from The Tempest to Tarzan');
    expect(toTitleCase('AND Gates OR Gates')).toBe('AND Gates OR Gates');
  });

  it('keeps the lower-case epithet of a scientific name the title sets in italics (CMOS 8.120)', () => {
    expect(toTitleCase('a novel glycolipid in <i>Streptococcus agalactiae</i> that contributes to meningitis')).toBe('A Novel Glycolipid in <i>Streptococcus agalactiae</i> That Contributes to Meningitis');
    expect(toTitleCase('book reviews: <i>Letters of credit</i>')).toBe('Book Reviews: <i>Letters of Credit</i>');
  });
});
