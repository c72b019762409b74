import { describe, expect, it } from 'vitest';
import { formatReference } from '../../format/index.js';
import { exportBibtex } from './export.js';
import { importBibtex } from './import.js';

const one = (text: string) => {
  const result = importBibtex(text);
  expect(result.references).toHaveLength(1);
  return { reference: result.references[0]!, warnings: result.warnings };
};

describe('importBibtex', () => {
  it('reads an article with macros, month macros, # concatenation and LaTeX', () => {
    const { reference } = one(`
@string{jacm = "Journal of the {ACM}"}
@article{knuth77,
  author  = "Donald E. Knuth and J{\\"o}rg M{\\"u}ller",
  title   = {The {DNA} of {\\TeX}: a study},
  journal = jacm,
  volume  = 24, number = "3",
  pages   = {100--120},
  year    = 1977, month = mar # "~" # "15",
  doi     = {10.1145/322003.322008},
}`);
    expect(reference.referenceTypeID).toBe(1);
    expect(reference.data.title).toBe('The <span class="nocase">DNA</span> of <span class="nocase">TeX</span>: a study');
    expect(reference.data.containerTitle).toBe('Journal of the <span class="nocase">ACM</span>');
    expect(reference.data.contributors?.map((c) => (c.kind === 'person' ? c.family : c.name))).toEqual(['Knuth', 'Müller']);
    expect(reference.data.issue).toBe('3');
    expect(reference.data.pages).toEqual([{ start: '100', end: '120' }]);
    expect(reference.data.issued).toEqual({ year: 1977, month: 3, day: 15 });
    expect(reference.data.doi).toBe('10.1145/322003.322008');
  });

  it('reads ()-delimited entries, bare numbers and skips @preamble, @comment and text outside entries', () => {
    const result = importBibtex(`%%% header with beebe@example.org
Some text.
@preamble{"\\newcommand{\\noop}[1]{}"}
@comment{ @article{no, title={not me}} }
@book(b1, title = "A Book", author = {Ann Author}, year = 2001, publisher = {P}, address = {London})
`);
    expect(result.references).toHaveLength(1);
    expect(result.references[0]!.data.publishers).toEqual([{ name: 'P', city: 'London' }]);
  });

  it('keeps the entries around a broken one and says which entry and line broke', () => {
    const text = ['@misc{a1, title={One}}', '@misc{a2, title={Two}}', '@article{broken,', '  title = {Never {closed},', '  year = 2000', '@misc{a4, title={Four}}', '@misc{a5, title={Five}}'].join('\n');
    const result = importBibtex(text);
    expect(result.references.map((r) => r.data.title)).toEqual(['One', 'Two', 'Four', 'Five']);
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'entry-skipped', entry: 'broken', line: 3 }));
  });

  it('resolves crossref whatever the order, the parent title becoming the booktitle', () => {
    const result = importBibtex(`
@inproceedings{child, author = {A. Writer}, title = {My Paper}, crossref = {conf}, pages = {1--10}}
@proceedings{conf, title = {Proceedings of Things}, editor = {E. Ditor}, publisher = {ACM}, year = 2020}`);
    const child = result.references.find((r) => r.data.title === 'My Paper')!;
    expect(child.referenceTypeID).toBe(8);
    expect(child.data.containerTitle).toBe('Proceedings of Things');
    expect(child.data.issued).toEqual({ year: 2020 });
    expect(child.data.publishers).toEqual([{ name: 'ACM' }]);
  });

  it('reads xdata, and survives crossref loops and missing parents with a warning', () => {
    const result = importBibtex(`
@xdata{pub, publisher = {Springer}, address = {Berlin}}
@book{b1, author = {A. B}, title = {One}, year = 2001, xdata = {pub}}
@book{loop1, author = {A. B}, title = {Loop}, crossref = {loop2}}
@book{loop2, author = {A. B}, title = {Pool}, crossref = {loop1}}
@book{orphan, author = {A. B}, title = {Orphan}, crossref = {nowhere}}`);
    expect(result.references.map((r) => r.data.title)).toEqual(['One', 'Loop', 'Pool', 'Orphan']);
    expect(result.references[0]!.data.publishers).toEqual([{ name: 'Springer', city: 'Berlin' }]);
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'crossref-cycle' }));
    expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'crossref-missing', entry: 'orphan', line: 6 }));
  });

  it('reads BibLaTeX dates, urldate, eprints and editor types', () => {
    const { reference } = one(`@online{o1, author = {Smith, Jane}, title = {Page}, date = {2020-01/2020-03}, urldate = {2021-05-06},
      url = {https://example.org/~x}, editora = {Dee, John}, editoratype = {compiler}}`);
    expect(reference.referenceTypeID).toBe(3);
    expect(reference.data.issued).toEqual({ year: 2020, month: 1, end: { year: 2020, month: 3 } });
    expect(reference.data.accessed).toEqual({ year: 2021, month: 5, day: 6 });
    expect(reference.data.url).toBe('https://example.org/~x');
    expect(reference.data.contributors?.map((c) => c.type)).toEqual(['author', 'compiler']);
  });

  it('reads an arXiv @misc as a preprint', () => {
    const { reference } = one('@misc{ax, author = {A. B}, title = {Deep things}, eprint = {2101.00001}, archivePrefix = {arXiv}, year = 2021}');
    expect(reference.referenceTypeID).toBe(32);
    expect(reference.data.arxiv).toBe('2101.00001');
  });

  it.each([
    ['book', 2], ['booklet', 2], ['inbook', 9], ['incollection', 9], ['inproceedings', 8], ['conference', 8], ['manual', 4],
    ['mastersthesis', 7], ['phdthesis', 7], ['thesis', 7], ['online', 3], ['electronic', 3], ['www', 3], ['techreport', 4],
    ['report', 4], ['unpublished', 22], ['patent', 30], ['dataset', 10], ['software', 16], ['video', 19], ['audio', 5],
    ['misc', 48], ['whatever', 48],
  ])('maps @%s to type %i', (type, id) => {
    const result = importBibtex(`@${type}{k, author = {A. Person}, title = {T}, year = 2000}`);
    expect(result.references[0]!.referenceTypeID).toBe(id);
    if (id === 48) expect(result.warnings).toContainEqual(expect.objectContaining({ code: 'type-guessed', entry: 'k', line: 1 }));
  });

  it('reads Mendeley\'s untyped @generic by its fields, and says on its line that it did', () => {
    const result = importBibtex('@generic{Taxel1997,\n author = {Joel Taxel},\n journal = {The Lion and the Unicorn},\n volume = {21},\n issue = {2},\n pages = {299-303},\n title = {The Analysis of Power in Children\'s Literature},\n year = {1997}\n}');
    expect(result.references[0]!.referenceTypeID).toBe(1);
    expect(result.warnings).toEqual([expect.objectContaining({ code: 'type-guessed', entry: 'Taxel1997', line: 1, message: expect.stringContaining('read as a journal article') })]);
    expect(formatReference(result.references[0]!, 'apa7').text).toContain('The Lion and the Unicorn, 21(2), 299–303.');
  });

  it('keeps a book\'s number as its series number though the series is not named, so no style prints a bare "(19)"', () => {
    const result = importBibtex('@Book{deBruin:1988:PML, author = {R. de Bruin}, title = {Publiceren met {\\LaTeX}}, number = {19}, publisher = {Centrum voor Wiskunde en Informatica}, year = {1988}}');
    const book = result.references[0]!;
    expect(book.data.collectionNumber).toBe('19');
    expect(formatReference(book, 'apa7').text).toBe('de Bruin, R. (1988). Publiceren met LaTeX. Centrum voor Wiskunde en Informatica.');
    expect(exportBibtex(result.references)).toMatch(/number\s+= 19,/);
  });

  it('reads a braced author as an organisation and reports "and others"', () => {
    const { reference, warnings } = one('@techreport{r, author = {{World Health Organization} and others}, title = {Report}, institution = {WHO}, year = 2019}');
    expect(reference.data.contributors).toEqual([{ id: '1', type: 'author', kind: 'group', name: 'World Health Organization' }]);
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'names-truncated', entry: 'r', field: 'author', line: 1 }));
  });

  it('reports every field it leaves out with the entry key and the field line', () => {
    const { reference, warnings } = one('@article{w,\n  title = {T},\n  author = {A. B},\n  bibdate = {today},\n  isbn = {????},\n  keywords = {x; y},\n  note = {A note}\n}');
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'field-skipped', entry: 'w', field: 'bibdate', line: 4 }));
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'field-invalid', entry: 'w', field: 'isbn', line: 5 }));
    expect(reference.tags).toBe('x, y');
    expect(reference.note).toBe('A note');
  });

  it('gives a publisher the first of the places a location lists (CMOS 14.130), saying which it left out', () => {
    const { reference, warnings } = one('@book{p, author = {Piccato, Pablo}, title = {City of Suspects}, date = 2001, publisher = {Duke University Press}, location = {Durham and London}}');
    expect(reference.data.publishers).toEqual([{ name: 'Duke University Press', city: 'Durham' }]);
    expect(warnings.map((w) => w.message)).toContain('location lists 2 places; the publisher keeps the first, Durham, as Chicago prints it (London left out).');
    expect(one('@book{q, title = {T}, date = 2001, publisher = {A}, location = {{Trinidad and Tobago}}}').reference.data.publishers).toEqual([{ name: 'A', city: 'Trinidad and Tobago' }]);
  });

  it('drops a whole work’s booktitle that repeats its own title: no container (BibLaTeX’s @collection examples)', () => {
    const { reference } = one('@collection{w, editor = {Westfahl, Gary}, title = {Space and Beyond}, subtitle = {The Frontier Theme}, booktitle = {Space and Beyond}, booksubtitle = {The Frontier Theme}, date = 2000}');
    expect(reference.data.containerTitle).toBeUndefined();
    expect(formatReference(reference, 'mla9').text).toBe('Westfahl, Gary, editor. Space and Beyond: The Frontier Theme. 2000.');
    const proceedings = one("@Proceedings{p, editor = {A. H. M. Levelt}, booktitle = {ISSAC '95: Proceedings}, title = {{ISSAC} '95: Proceedings}, publisher = {ACM Press}, year = 1995}");
    expect(proceedings.reference.data.containerTitle).toBeUndefined();
  });

  it('reads a particle a catalogue writes after the given name as the name\'s dropping particle, and writes it back there', () => {
    const result = importBibtex('@book{b, editor = {Eickstedt, Klaus-Valtin von and Beethoven, Ludwig van}, title = {Ithake}, publisher = {Ergon-Verlag}, year = 2001}');
    const book = result.references[0]!;
    expect(book.data.contributors?.map((c) => (c.kind === 'person' ? [c.given, c.droppingParticle] : []))).toEqual([['Klaus-Valtin', 'von'], ['Ludwig', 'van']]);
    expect(formatReference(book, 'apa7').text).toBe('Eickstedt, K.-V. von, & Beethoven, L. van (Eds.). (2001). Ithake. Ergon-Verlag.');
    expect(exportBibtex(result.references)).toContain('Eickstedt, Klaus-Valtin von and Beethoven, Ludwig van');
  });

  it('leaves out what a name holds in parentheses (a catalogue\'s fuller form, a preferred name) and says so', () => {
    const { reference, warnings } = one('@book{b, author = {Roy L (Roy Lavon) Brooks and {Shahedipour-Sandvik}, Fatemeh (Shadi)}, editor = {H.-W. (Hans-Werner) Six}, title = {T}, publisher = {P}, year = 1999}');
    expect(reference.data.contributors?.map((c) => (c.kind === 'person' ? [c.family, c.given] : []))).toEqual([['Brooks', 'Roy L'], ['Shahedipour-Sandvik', 'Fatemeh'], ['Six', 'H.-W.']]);
    expect(formatReference(reference, 'apa7').text).toMatch(/^Brooks, R\. L\., & Shahedipour-Sandvik, F\. \(1999\)/);
    expect(warnings.filter((w) => w.code === 'field-skipped').map((w) => w.message)).toEqual([
      '(Roy Lavon) beside the name Roy L Brooks is no part of it as styles print it; left out.',
      '(Shadi) beside the name Fatemeh Shahedipour-Sandvik is no part of it as styles print it; left out.',
      '(Hans-Werner) beside the name H.-W. Six is no part of it as styles print it; left out.',
    ]);
  });

  it('reads a season in month, and a whole book\'s pages as its length', () => {
    const { reference } = one('@book{s, title = {T}, author = {A. B}, year = 1994, month = {Fall}, pages = {xiii + 169}}');
    expect(reference.data.issued).toEqual({ year: 1994, season: 'fall' });
    expect(reference.data.numberOfPages).toBe('xiii + 169');
  });

  it('returns a clear result for empty, binary and huge input without throwing', () => {
    expect(importBibtex('')).toEqual({ references: [], entries: [], warnings: [expect.objectContaining({ code: 'empty-file' })] });
    expect(importBibtex('\u0000\u0001\u00ff@\u0002{\u0003')).toEqual({ references: [], entries: [], warnings: [expect.objectContaining({ code: 'not-text' })] });
    const huge = '@misc{k, title = {'.padEnd(2_000_000, 'x');
    expect(importBibtex(huge).warnings).toContainEqual(expect.objectContaining({ code: 'entry-skipped' }));
  });
});

describe('months a real file joins', () => {
  it('reads jul # "\\slash " # sep as a range of months, not July alone', () => {
    const { references } = importBibtex('@article{a, title = {Sleep}, journal = {Nature}, year = 2012, month = jul # "\\slash " # sep}');
    expect(references[0]!.data.issued).toMatchObject({ year: 2012, month: 7, end: { month: 9 } });
  });
});

describe('fields real files use', () => {
  it('reads origyear as the year of first publication, so APA adds "(Original work published 1959)"', () => {
    const { references } = importBibtex('@book{a, author = {Camus, Albert}, title = {The Outsider}, publisher = {Penguin}, year = 2012, origyear = 1942}');
    expect(references[0]!.data.originalDate).toMatchObject({ year: 1942 });
  });

  it('takes a journal’s number as its issue over a non-standard cumulative issue field, and says so', () => {
    const { references, warnings } = importBibtex('@article{a, title = {Sleep}, journal = {Nature}, year = 2012, volume = 12, number = 3, issue = 147}');
    expect(references[0]!.data.issue).toBe('3');
    expect(warnings).toContainEqual(expect.objectContaining({ code: 'field-skipped', message: 'issue is left out: number gives the issue (3).' }));
  });

  it('credits a manual without an author to its organization, as its group author', () => {
    const { references } = importBibtex('@manual{a, title = {Stata Base Reference Manual}, organization = {StataCorp}, year = 2023}');
    expect(references[0]!.data.contributors).toEqual([expect.objectContaining({ kind: 'group', name: 'StataCorp', type: 'author' })]);
    expect(references[0]!.data.publishers).toBeUndefined();
  });
});

describe('type words a real file stores', () => {
  it('words a type key as the styles do, and leaves out one that only repeats the entry type, saying so', () => {
    const thesis = importBibtex('@phdthesis{a, author = {Di Iorio, Angelo}, title = {Pattern-based segmentation}, school = {University of Bologna}, year = 2007, type = {Ph.D. Thesis}}');
    expect(thesis.references[0]!.data.genre).toBe('Doctoral dissertation');
    const report = importBibtex('@techreport{b, author = {Doe, Jane}, title = {Sleep}, institution = {NIH}, year = 2020, type = {Technical Report}}');
    expect(report.references[0]!.data.genre).toBeUndefined();
    expect(report.warnings).toContainEqual(expect.objectContaining({ code: 'field-skipped', message: "type \"Technical Report\" only says the entry's type again; left out." }));
  });
  it('reads the date Mendeley writes in a web page’s volume and issue as its date', () => {
    const { reference } = one('@web_page{p, author = {Melissa Phruksachart}, issue = {Aug 25,}, title = {The Literature of White Liberalism}, volume = {2020}, url = {http://bostonreview.net/race/x}, year = {2020}}');
    expect(reference.referenceTypeID).toBe(3);
    expect(reference.data).toMatchObject({ issued: { year: 2020, month: 8, day: 25 } });
    expect(reference.data.volume).toBeUndefined();
  });

  it('leaves out the "null" a program wrote for a number it did not have, and says so', () => {
    const { reference, warnings } = one('@article{b, title = {Ultra-violet GaN}, journal = {J. Cryst. Growth}, volume = 363, number = {null}, year = 2013}');
    expect(reference.data.issue).toBeUndefined();
    expect(warnings.map((w) => w.message)).toContain('number is "null", which marks a value not known; left out.');
  });

  it('leaves out a value a bibliography marks as not known with question marks ("????"), and says so', () => {
    const { references, warnings } = importBibtex('@book{k, author = {Finston, Laurence D.}, title = {Manual}, publisher = "????", address = "????", year = 2003, pages = "??--??"}');
    expect(references[0]!.data.publishers).toBeUndefined();
    expect(references[0]!.data.pages).toBeUndefined();
    expect(warnings.filter((w) => w.code === 'field-skipped' && /not known/.test(w.message)).map((w) => w.field)).toEqual(['publisher', 'address', 'pages']);
  });
  it('reads biblatex’s related reviewed work (relatedtype reviewof) into the review, and reports other relations', () => {
    const text = `@review{r, author = {Bell, Sinclair}, journaltitle = {AJA}, volume = {115}, number = {1}, pages = {1--4}, year = 2011, related = {w}, relatedtype = {reviewof}}
@book{w, author = {Welch, Katherine E.}, title = {The Roman Amphitheatre}, publisher = {CUP}, year = 2007}
@book{t, author = {Zanker, Paul}, title = {The Power of Images}, year = 1988, related = {w}, relatedtype = {translationas}}`;
    const { references, warnings } = importBibtex(text);
    const review = references[0]!.data;
    expect(review.reviewedTitle).toBe('The Roman Amphitheatre');
    expect(review.reviewedGenre).toBe('book');
    expect(review.contributors?.find((c) => c.type === 'reviewed-author')).toMatchObject({ family: 'Welch', given: 'Katherine E.' });
    expect(review.issue).toBe('1');
    expect(warnings.filter((w) => w.field === 'related').map((w) => w.entry)).toEqual(['t']);
  });
  it('reads a translation’s or reprint’s original (relatedtype translationof, reprintof) as its original date and title', () => {
    const text = `@book{t, author = {Freud, Sigmund}, translator = {Strachey, James}, title = {The Interpretation of Dreams}, publisher = {Basic Books}, year = 2010, related = {o}, relatedtype = {translationof}}
@book{o, author = {Freud, Sigmund}, title = {Die Traumdeutung}, publisher = {Deuticke}, year = 1900, options = {dataonly}}
@book{r, author = {James, William}, title = {The Varieties of Religious Experience}, publisher = {Dover}, year = 2002, origdate = 1901, related = {p}, relatedtype = {reprintof}}
@book{p, author = {James, William}, title = {The Varieties of Religious Experience}, publisher = {Longmans}, year = 1902, options = {dataonly}}`;
    const { references, warnings } = importBibtex(text);
    expect(references.map((r) => [r.data.originalDate?.year, r.data.originalTitle])).toEqual([
      [1900, 'Die Traumdeutung'],
      [1901, undefined],
    ]);
    expect(warnings.filter((w) => w.field === 'related')).toEqual([]);
    expect(formatReference(references[0]!, 'apa7').text).toMatch(/\(Original work published 1900\)$/);
  });
});
