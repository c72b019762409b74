import { describe, expect, it } from 'vitest';
import { entryName, headline, shortTitleText } from './titles.js';
import { ref } from '../../testing/builders.js';

describe('Turabian short titles (CMOS 14.32)', () => {
  it.each([
    ['Swing Time', 'Swing Time'],
    ['A Separation', 'Separation'],
    ['The Social Organization of Sexuality: Sexual Practices in the United States', 'Social Organization of Sexuality'],
    ['Being Mortal: Medicine and What Matters in the End', 'Being Mortal'],
    ['Developing a Pedagogy of Technology in Physical Education', 'Developing a Pedagogy'],
    ['Snap Makes a Bet on the Cultural Supremacy of the Camera', 'Snap'],
    ['Friendship Takes a Path That Diverges', 'Friendship'],
    ['Apple’s iPhone Is Sleek, Smart and Simple', 'Apple’s iPhone'],
    ['Why Do People Believe What They Believe?', 'Why Do People Believe What They Believe?'],
    ['The Times They Are A-Changing (Apologies to Mr. Zimmerman)', 'Times They Are A-Changing'],
    ['A TeX DVI Driver Family — (Revision 2.07)', 'TeX DVI Driver Family'],
    ['Apathy a Danger as Winter Moves In', 'Apathy a Danger as Winter Moves In'],
    ['Expanding College Access in Taiwan, 1978–2014: Effects on Graduate Quality', 'Expanding College Access'],
    ['Moby-Dick; or, The Whale', 'Moby-Dick'],
    ['Who Are We? Essays on Identity', 'Who Are We?'],
    ['Censorship in Children’s Literature during Argentina’s Dirty War (1976–1983)', 'Censorship'],
    ['Origins of Homophily in an Evolving Social Network', 'Origins of Homophily'],
    ['The Work of Art in the Age of Mechanical Reproduction', 'Work of Art'],
    ['King Lear and Its Folktale Analogues', 'King Lear'],
  ])('shortens %j to %j', (title, expected) => {
    expect(shortTitleText(ref(2, { title }))).toBe(expected);
  });

  it('uses the writer\'s own short title when there is one', () => {
    expect(shortTitleText(ref(2, { title: 'Inside the Presidential Debates: Their Improbable Past', shortTitle: 'Presidential Debates' }))).toBe('Presidential Debates');
  });

  it('keeps the article of a title in another language', () => {
    expect(shortTitleText(ref(2, { title: 'The Time Machine', language: 'fr' }))).toBe('The Time Machine');
  });

  it('shortens post text to its opening clause', () => {
    expect(shortTitleText(ref(33, { title: 'In honor of Earth Day, I’m recycling my tweets.' }))).toBe('In honor of Earth Day');
  });
});

describe('Turabian title forms', () => {
  it('capitalises English titles headline style, except post text and other languages', () => {
    expect(headline('the amazing adventures of kavalier and clay', ref(2, {}))).toBe('The Amazing Adventures of Kavalier and Clay');
    expect(headline('in honor of earth day', ref(33, {}))).toBe('in honor of earth day');
    expect(headline('la peste', ref(2, { language: 'fr' }))).toBe('la peste');
  });
});

describe('Turabian entries named after s.v. (17.5.3, CMOS 14.233)', () => {
  const entry = ref(11, { title: 'x' });
  it('keeps a headword as the reference work prints it and sets a titled article in headline style', () => {
    expect(entryName('mondegreen', entry)).toBe('mondegreen');
    expect(entryName('ad hoc', entry)).toBe('ad hoc');
    expect(entryName('Communicating ecology', entry)).toBe('Communicating Ecology');
    expect(entryName('Stephen King', entry)).toBe('Stephen King');
  });
});
