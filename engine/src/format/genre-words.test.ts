import { describe, expect, it } from 'vitest';
import { person, ref } from '../testing/builders.js';
import { formatReference } from './index.js';
import { genreWords } from './genre-words.js';

describe('descriptions an import stored', () => {
  it('words biblatex’s and BibTeX’s type keys, and drops words that only repeat the type', () => {
    expect(genreWords('phdthesis')).toBe('Doctoral dissertation');
    expect(genreWords('Ph.D. Thesis')).toBe('Doctoral dissertation');
    expect(genreWords('PhD diss.')).toBe('Doctoral dissertation');
    expect(genreWords('mathesis')).toBe('Master’s thesis');
    expect(genreWords("Master's Thesis")).toBe('Master’s thesis');
    expect(genreWords('Thesis (M.S.)')).toBe('Master’s thesis');
    expect(genreWords('M.S. thesis')).toBe('Master’s thesis');
    expect(genreWords('Technical Report')).toBeUndefined();
    expect(genreWords('techreport')).toBeUndefined();
    expect(genreWords('Policy brief')).toBe('Policy brief');
    expect(genreWords('  ')).toBeUndefined();
  });

  it('prints a thesis typed "phdthesis" as APA and Chicago word it (APA 10.6, CMOS 14.224)', () => {
    const thesis = ref(7, { contributors: [person('Hutcheson', 'Valerie H.')], title: 'Dealing with dual differences', genre: 'phdthesis', publishers: [{ name: 'Walden University' }], archive: 'ProQuest Dissertations and Theses Global', issued: { year: 2012 } });
    expect(formatReference(thesis, 'apa7').text).toBe('Hutcheson, V. H. (2012). Dealing with dual differences [Doctoral dissertation, Walden University]. ProQuest Dissertations and Theses Global.');
    expect(formatReference(thesis, 'turabian9').text).toContain('PhD diss.');
    expect(formatReference(thesis, 'apa7').text).not.toContain('phdthesis');
  });

  it('gives a report no "[Technical Report]" (APA 10.4)', () => {
    const report = ref(4, { contributors: [person('Baral', 'Prativa')], title: 'Health systems and services in Nepal', genre: 'Technical Report', publishers: [{ name: 'Nepal Health Research Council' }], issued: { year: 2017 } });
    expect(formatReference(report, 'apa7').text).toBe('Baral, P. (2017). Health systems and services in Nepal. Nepal Health Research Council.');
  });

  it('cites a paper in published proceedings as a chapter, without "[Conference presentation]" (APA 10.5)', () => {
    const paper = ref(8, {
      contributors: [person('Bedenel', 'Anne-Laure'), person('Jourdan', 'Laetitia', 'editor')],
      title: 'Probability estimation by an adapted genetic algorithm in web insurance',
      containerTitle: 'Learning and intelligent optimization',
      pages: [{ start: '225', end: '240' }],
      publishers: [{ name: 'Springer' }],
      issued: { year: 2019 },
    });
    const text = formatReference(paper, 'apa7').text;
    expect(text).toBe('Bedenel, A.-L. (2019). Probability estimation by an adapted genetic algorithm in web insurance. In L. Jourdan (Ed.), Learning and intelligent optimization (pp. 225–240). Springer.');
    expect(formatReference(paper, 'apa7').html).toContain('insurance. In L. Jourdan (Ed.), <i>Learning and intelligent optimization</i>');
    expect(text).not.toContain('[Conference presentation]');
  });
});
