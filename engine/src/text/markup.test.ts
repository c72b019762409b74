import { describe, expect, it } from 'vitest';
import { decodeEntities, entityCharacter, plainText, stripTags } from './markup.js';

describe('entities', () => {
  it.each([
    ['amp', '&'],
    ['#39', "'"],
    ['#x2019', '’'],
    ['#X2019', '’'],
    ['alpha', 'α'],
    ['nbsp', '\u00A0'],
    // HTML's whole table, not a hand-picked few: accented letters, Greek capitals, arrows, suits.
    ['eacute', 'é'],
    ['Scaron', 'Š'],
    ['Omega', 'Ω'],
    ['rarr', '→'],
    ['hearts', '♥'],
    ['NotEqualTilde', '≂̸'],
    ['bogus', undefined],
    ['#0', undefined],
    ['#xD800', undefined],
    ['#x110000', undefined],
  ])('reads &%s;', (body, character) => {
    expect(entityCharacter(body)).toBe(character);
  });

  it('decodes the entities it knows and leaves unknown ones as written', () => {
    expect(decodeEntities('Ecology &amp; Evolution: &#8220;a&#x2019;s&#8221; &alpha;')).toBe('Ecology & Evolution: “a’s” α');
    expect(decodeEntities('a &bogus; b &#0; c')).toBe('a &bogus; b &#0; c');
    expect(decodeEntities('Sch&ouml;dinger &amp Paul')).toBe('Schödinger &amp Paul');
  });
});

describe('tags', () => {
  it('removes tags, keeping their text and a less-than sign in text', () => {
    expect(stripTags('<jats:title>On <scp>DNA</scp></jats:title> and p < 0.05')).toBe('On DNA and p < 0.05');
  });

  it('removes a tag that removing another one makes', () => {
    expect(stripTags('a <<b>i>b')).toBe('a b');
  });

  it('removes every tag from plain text', () => {
    expect(plainText('The <i>Drosophila</i>  genome &amp; more')).toBe('The Drosophila genome & more');
  });

  it('reads a no-break space as a space', () => {
    expect(plainText('more&nbsp;here ')).toBe('more here');
  });
});
