import { describe, expect, it } from 'vitest';
import type { Reference } from '../../model/reference.js';
import { exportBibtex } from './export.js';
import { importBibtex } from './import.js';
import texbook3 from './fixtures/texbook3.bib?raw';
import archaeologie from './fixtures/archaeologie-examples.bib?raw';
import serif from './fixtures/serif.bib?raw';
import jbtest from './fixtures/jbtest.bib?raw';

const roundTrip = (refs: Reference[]) => importBibtex(exportBibtex(refs)).references;

describe('exportBibtex', () => {
  it('writes an entry with a stable key, escaped specials and braces for nocase spans', () => {
    const ref: Reference = {
      referenceTypeID: 1,
      data: {
        contributors: [{ id: '1', type: 'author', kind: 'person', family: 'Müller', given: 'Jörg' }],
        title: 'The <span class="nocase">DNA</span> of 50% & more',
        containerTitle: 'Nature',
        issued: { year: 2020, month: 5 },
        pages: [{ start: '1', end: '9' }],
      },
    };
    const text = exportBibtex([ref, ref]);
    expect(text).toContain('@article{muller2020dna,');
    expect(text).toContain('@article{muller2020dnaa,');
    expect(text).toContain('title   = {The {DNA} of 50\\% \\& more}');
    expect(text).toContain('author  = {Müller, Jörg}');
    expect(text).toContain('month   = may');
    expect(text).toContain('pages   = {1--9}');
    expect(exportBibtex([ref], { ascii: true })).toContain('author  = {M{\\"u}ller, J{\\"o}rg}');
  });

  it('writes organisations in braces and particles before the family name', () => {
    const ref: Reference = {
      referenceTypeID: 4,
      title: 'Report',
      data: {
        contributors: [
          { id: '1', type: 'author', kind: 'group', name: 'World Health Organization' },
          { id: '2', type: 'author', kind: 'person', family: 'Beethoven', given: 'Ludwig', particle: 'van' },
        ],
        title: 'Report',
        issued: { year: 2019 },
      },
    };
    expect(exportBibtex([ref])).toContain('author = {{World Health Organization} and van Beethoven, Ludwig}');
    expect(roundTrip([ref])).toEqual([ref]);
  });

  it.each([
    ['texbook3.bib', texbook3],
    ['serif.bib', serif],
    ['archaeologie-examples.bib', archaeologie],
    ['jbtest.bib', jbtest],
  ])('gives back the same references when %s is imported, exported and imported again', (_, text) => {
    const first = importBibtex(text).references;
    expect(roundTrip(first)).toEqual(first);
      });

  it('round-trips through the ASCII form too', () => {
    const first = importBibtex(archaeologie).references;
    expect(importBibtex(exportBibtex(first, { ascii: true })).references).toEqual(first);
  });
});

describe('a review’s reviewed work', () => {
  it('is written as biblatex writes it, a data-only entry named in related, and read back into the review alone', () => {
    const text = `@review{r, author = {Bell, Sinclair}, journaltitle = {AJA}, volume = {115}, year = 2011, related = {w}, relatedtype = {reviewof}}
@book{w, author = {Welch, Katherine E.}, title = {The Roman Amphitheatre}, options = {dataonly}}`;
    const first = importBibtex(text).references;
    expect(first).toHaveLength(1);
    const written = exportBibtex(first);
    expect(written).toMatch(/related\s+= \{[^}]+-reviewed\},\n\s+relatedtype = \{reviewof\}/);
    expect(written).toMatch(/@book\{[^,]+-reviewed,\n\s+author\s+= \{Welch, Katherine E\.\},\n\s+title\s+= \{The Roman Amphitheatre\},\n\s+options = \{dataonly\}/);
    expect(importBibtex(written).references).toEqual(first);
  });
});

