import { describe, expect, it } from 'vitest';
import type { Reference } from '../model/reference.js';
import { person } from '../testing/builders.js';
import { layoutPaper } from './layout-paper.js';
import { checkPaper } from './paper-checks.js';
import { paperDocumentSchema, type PaperDocument } from './schema.js';

const book = (id: string, family: string, extra: Partial<Reference> = {}): Reference => ({
  referenceUniqueID: id,
  referenceTypeID: 2,
  data: { contributors: [person(family, 'Ana')], title: `A book by ${family}`, issued: { year: 2020 } },
  ...extra,
});
const cite = (citationUniqueID: string, ...ids: string[]) => ({ type: 'citation', attrs: { citationUniqueID, items: ids.map((referenceUniqueID) => ({ referenceUniqueID })) } });
const doc = (paperTypeID: number, ...inline: unknown[]): PaperDocument =>
  paperDocumentSchema.parse({ type: 'doc', attrs: { paperTypeID }, content: [{ type: 'paragraph', content: inline }, { type: 'referenceList', attrs: { title: '' }, content: [] }] });

describe('checking a paper against its references', () => {
  it('finds nothing wrong when every citation has an entry and every entry a citation', () => {
    expect(checkPaper(doc(11, cite('a', 'R1'), cite('b', 'r2')), [book('R1', 'Ruiz'), book('R2', 'Lee')])).toEqual([]);
  });

  it('names the citation of a reference the paper does not hold and the reference nothing cites', () => {
    const problems = checkPaper(doc(11, cite('a', 'R1', 'R9')), [book('R1', 'Ruiz'), book('R2', 'Lee')]);
    expect(problems.map((p) => [p.code, p.citationUniqueID, p.referenceUniqueID])).toEqual([
      ['missing-reference', 'a', 'R9'],
      ['uncited-reference', undefined, 'R2'],
    ]);
    expect(problems[1]!.message).toBe('“A book by Lee” is in the reference list but nothing cites it.');
  });

  it('names archived and deleted references that are cited', () => {
    const problems = checkPaper(doc(212, cite('a', 'R1'), cite('b', 'R2')), [book('R1', 'Ruiz', { isArchived: true }), book('R2', 'Lee', { isDeleted: true, isArchived: true })]);
    expect(problems.map((p) => p.code)).toEqual(['archived-reference', 'deleted-reference']);
  });

  it('does not ask a reference list or an annotated bibliography to cite its entries', () => {
    expect(checkPaper(doc(14), [book('R1', 'Ruiz')])).toEqual([]);
    expect(checkPaper(doc(214), [book('R1', 'Ruiz')])).toEqual([]);
  });

  it('reports the same problems as the layout warnings, without the legacy notice', () => {
    const paper = doc(101, cite('a', 'R1'), cite('a', 'R1'), cite('c', 'NOPE'));
    const references = [book('R1', 'Ruiz', { isArchived: true }), book('R2', 'Lee')];
    const warnings = layoutPaper(paper, references).warnings;
    expect(warnings[0]?.code).toBe('legacy-format');
    expect(checkPaper(paper, references)).toEqual(warnings.slice(1));
    expect(warnings.slice(1).map((w) => w.code)).toEqual(['archived-reference', 'duplicate-citation-id', 'missing-reference', 'uncited-reference']);
  });
});
