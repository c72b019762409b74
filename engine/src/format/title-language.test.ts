import { describe, expect, it } from 'vitest';
import { titleLanguage } from './title-language.js';

describe('the language of a title a record gives none for', () => {
  it.each([
    ['Peristyl und Polis: Entwicklung und Funktionen öffentlicher griechischer Hofanlagen', 'de'],
    ['Algorithmes de génération de caractères', 'fr'],
    ['Roma: Anfiteatri e strutture annesse con una nuova edizione e commento delle iscrizioni del Colosseo', 'it'],
    ['Una descripción de LaTeX', 'es'],
    ['Komputerowy skład tekstu w systemie LaTeX. Przewodnik po komendach i środowiskach', 'pl'],
  ])('reads %j as %s by its function words and letters', (title, language) => {
    expect(titleLanguage(title)).toBe(language);
  });

  it.each([
    'Sturm und Drang in the eighteenth-century novel',
    'Die Hard and the action film',
    'S.A.PR.I.S.T.I. in practice',
    'Co to jest TeX? (What is TeX?)',
    'TeX — Polskie znaki inaczej',
  ])('leaves %j English: as many English function words, or too few signs', (title) => {
    expect(titleLanguage(title)).toBeUndefined();
  });
});
