import { describe, expect, it } from 'vitest';
import { italicScientificNames } from './scientific-names.js';

describe('scientific names in a title (APA 6.22, CMOS 8.119)', () => {
  it('are set in italics: a capitalised genus and a Latin species epithet that is no English word', () => {
    expect(italicScientificNames('Genetic monitoring of the leatherback turtle (Dermochelys coriacea) in the South West Atlantic')).toBe(
      'Genetic monitoring of the leatherback turtle (<i>Dermochelys coriacea</i>) in the South West Atlantic',
    );
    expect(italicScientificNames('Root growth in Arabidopsis thaliana and Caenorhabditis elegans')).toBe(
      'Root growth in <i>Arabidopsis thaliana</i> and <i>Caenorhabditis elegans</i>',
    );
    expect(italicScientificNames('Saccharomyces cerevisiae')).toBe('<i>Saccharomyces cerevisiae</i>');
  });

  it('leave a name beside an English word or a word without a Latin ending as it is', () => {
    for (const title of ['Kotlin coroutines in practice', 'Voters of the Trump era', 'Staphylococcus aureus in hospitals', 'Sturm und Drang and the novel'])
      expect(italicScientificNames(title)).toBe(title);
  });

  it('leave titles in another language and titles with markup of their own as they are', () => {
    expect(italicScientificNames('Funktionen republikanischer und frühkaiserzeitlicher Forumsbasiliken in Italien')).toBe(
      'Funktionen republikanischer und frühkaiserzeitlicher Forumsbasiliken in Italien',
    );
    expect(italicScientificNames('Growth of <i>Xenopus laevis</i> embryos')).toBe('Growth of <i>Xenopus laevis</i> embryos');
    expect(italicScientificNames('<span class="nocase">Xenopus laevis</span> embryos')).toBe('<span class="nocase">Xenopus laevis</span> embryos');
  });
});
