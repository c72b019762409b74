import { describe, expect, it } from 'vitest';
import { decodeLatex, decodeVerbatim } from './latex.js';

const plain = (s: string) => decodeLatex(s).text;
const title = (s: string) => decodeLatex(s, true).text;

describe('decodeLatex', () => {
  it.each([
    ['{\\"a}', 'ä'], ['\\"{a}', 'ä'], ["\\'e", 'é'], ['\\c{c}', 'ç'], ['{\\ss}', 'ß'], ['\\o', 'ø'], ['\\aa', 'å'],
    ['\\l', 'ł'], ['\\i', 'ı'], ["\\'{\\i}", 'í'], ['\\v{s}', 'š'], ['\\~n', 'ñ'], ['\\^o', 'ô'], ['\\=a', 'ā'], ['\\.z', 'ż'],
    ['\\u{g}', 'ğ'], ['\\H{o}', 'ő'], ['\\k{a}', 'ą'], ['\\c c', 'ç'], ['Stra{\\ss}e', 'Straße'], ['Erd\\H{o}s', 'Erdős'],
    ['1--10', '1–10'], ['yes---no', 'yes—no'], ['a~b', 'a\u00A0b'], ["``quoted''", '"quoted"'], ["`single'", "'single'"], ['\\&', '&'], ['\\%', '%'],
    ['\\$', '$'], ['\\_', '_'], ['\\#', '#'], ['one\n   two', 'one two'], ['\\url{http://x.org/~a_b}', 'http://x.org/~a_b'],
  ])('reads %s as %s', (input, expected) => {
    expect(plain(input)).toBe(expected);
  });

  it('turns top-level braces in titles into nocase spans, but not braces around an accent', () => {
    expect(title('The {DNA} of {\\"O}sterreich')).toBe('The <span class="nocase">DNA</span> of Österreich');
    expect(title('{{Nested} words}')).toBe('<span class="nocase">Nested words</span>');
  });

  it('writes styles as tags in titles and as plain text elsewhere', () => {
    expect(title('On \\emph{Homo sapiens} and \\textbf{bold} x\\textsuperscript{2}')).toBe('On <i>Homo sapiens</i> and <b>bold</b> x<sup>2</sup>');
    expect(title('{\\em Italic words} here')).toBe('<i>Italic words</i> here');
    expect(plain('\\textit{plain}')).toBe('plain');
  });

  it('keeps math readable', () => {
    expect(title('The $\\alpha$-helix and $x^2$ and $H_2O$')).toBe('The α-helix and x<sup>2</sup> and H<sub>2</sub>O');
    expect(plain('$O(n \\log n)$')).toBe('O(n log n)');
  });

  it('sets math as TeX does: the spaces typed in it ignored, operators and relations spaced', () => {
    expect(plain('Typesetting {CJK} Languages with {$ \\Omega $}')).toBe('Typesetting CJK Languages with Ω');
    expect(plain('Trees for $ {\\rm SO}(3) $.')).toBe('Trees for SO(3).');
    expect(plain('{$ \\mu o \\nu o 2 \\pi o \\lambda \\upsilon $}')).toBe('μoνo2πoλυ');
    expect(plain('from $ {\\rm GL}(2) \\times {\\rm GL}(3) $ to')).toBe('from GL(2) × GL(3) to');
    expect(title('$x^2+y^2<z^2$')).toBe('x<sup>2</sup> + y<sup>2</sup> < z<sup>2</sup>');
    expect(title('Controlled reduction of Cu$^{2+}$ to Cu$^+$')).toBe('Controlled reduction of Cu<sup>2+</sup> to Cu<sup>+</sup>');
  });

  it('drops an unknown command, keeps its argument and reports it', () => {
    expect(decodeLatex('A \\foo{Bar} baz')).toEqual({ text: 'A Bar baz', unknown: ['foo'] });
  });

  it('keeps logos such as \\TeX protected in titles', () => {
    expect(title('The \\TeX book')).toBe('The <span class="nocase">TeX</span> book');
    expect(title('{The \\TeX book}')).toBe('<span class="nocase">The TeX book</span>');
  });

  it('never throws on unbalanced input', () => {
    expect(plain('a { b')).toBe('a b');
    expect(plain('a } b \\')).toBe('a b');
  });
});

describe('decodeVerbatim', () => {
  it('unwraps \\url and unescapes specials without touching tildes', () => {
    expect(decodeVerbatim('\\url{http://example.org/~me/a\\_b}')).toBe('http://example.org/~me/a_b');
    expect(decodeVerbatim('{10.1000/{ABC}_1}')).toBe('10.1000/ABC_1');
  });
});

describe('macros real files use', () => {
  it('reads {\\Dash} as an em dash, so the words around it stay apart', () => {
    expect(decodeLatex('engines{\\Dash}experiences').text).toBe('engines—experiences');
  });

  it('keeps the quotation marks of \\mkbibquote and \\enquote, and the italics of \\mkbibemph', () => {
    expect(decodeLatex('On \\mkbibquote{Hamlet} again', true).text).toBe('On "Hamlet" again');
    expect(decodeLatex('\\mkbibemph{Nature} reviews', true).text).toBe('<i>Nature</i> reviews');
  });
});
