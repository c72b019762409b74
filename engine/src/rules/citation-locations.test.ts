import { describe, expect, it } from 'vitest';
import { LOCATION_TYPES as L } from '../model/location.js';
import {
  CITATION_PART_LABELS,
  canSubmitCitation,
  citationLocationOptions,
  citationLocationWarning,
  citationPartsRules,
  effectiveCitationParts,
} from './citation-locations.js';

const narrator = { contributors: [{ type: 'author' }, { type: 'narrator' }] };

describe('citation location options by reference type id (word-addin §5)', () => {
  it.each([
    ['a journal article (1) offers the printed-work options without chapter or time', 1, {}, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.SECTION, L.TABLE, L.FIGURE, L.OTHER]],
    ['a book (2) adds chapter and time', 2, {}, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.CHAPTER, L.SECTION, L.TABLE, L.FIGURE, L.TIME, L.OTHER]],
    ['an audio work (5) offers only not-a-direct-quote, time and other', 5, {}, [L.NOT_A_DIRECT_QUOTE, L.TIME, L.OTHER]],
    ['a play (6) offers act/scene/line and chapter but no table or figure', 6, {}, [L.NOT_A_DIRECT_QUOTE, L.ACT_SCENE_LINE, L.PAGE, L.PARAGRAPH, L.CHAPTER, L.SECTION, L.OTHER]],
    ['a chapter in an edited book (9) gets time', 9, {}, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.SECTION, L.TABLE, L.FIGURE, L.TIME, L.OTHER]],
    ['a dictionary entry (11) gets chapter', 11, {}, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.CHAPTER, L.SECTION, L.TABLE, L.FIGURE, L.OTHER]],
    ['a film (19) offers only not-a-direct-quote, time and other', 19, {}, [L.NOT_A_DIRECT_QUOTE, L.TIME, L.OTHER]],
    ['a music recording (28) offers only not-a-direct-quote, time and other', 28, {}, [L.NOT_A_DIRECT_QUOTE, L.TIME, L.OTHER]],
    ['a podcast episode (34) keeps pages and gains time', 34, {}, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.SECTION, L.TABLE, L.FIGURE, L.TIME, L.OTHER]],
    ['an online comment (36) has no table or figure', 36, {}, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.SECTION, L.OTHER]],
    ['a religious work (37) offers book/chapter/verse and chapter', 37, {}, [L.NOT_A_DIRECT_QUOTE, L.BOOK_CHAPTER_VERSE, L.PAGE, L.PARAGRAPH, L.CHAPTER, L.SECTION, L.TABLE, L.FIGURE, L.OTHER]],
    ['a television episode (43) gains time', 43, {}, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.SECTION, L.TABLE, L.FIGURE, L.TIME, L.OTHER]],
    ['a video (47) offers chapter and time but no pages', 47, {}, [L.NOT_A_DIRECT_QUOTE, L.CHAPTER, L.TIME, L.OTHER]],
    ['a journal article with a narrator gains time', 1, narrator, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.SECTION, L.TABLE, L.FIGURE, L.TIME, L.OTHER]],
    ['a published interview (23) keeps the printed-work options', 23, { interviewKind: 'published' }, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.SECTION, L.TABLE, L.FIGURE, L.OTHER]],
    ['a personal interview (23) loses page, paragraph, section, table, figure and other', 23, { interviewKind: 'personal' }, [L.NOT_A_DIRECT_QUOTE]],
    ['a recorded personal interview with a narrator keeps time', 23, { interviewKind: 'personal', ...narrator }, [L.NOT_A_DIRECT_QUOTE, L.TIME]],
    ['a personal interview kind on another type changes nothing', 1, { interviewKind: 'personal' }, [L.NOT_A_DIRECT_QUOTE, L.PAGE, L.PARAGRAPH, L.SECTION, L.TABLE, L.FIGURE, L.OTHER]],
  ] as const)('%s', (_name, typeId, data, expected) => {
    expect(citationLocationOptions(typeId, data)).toEqual(expected);
  });

  it('always offers not-a-direct-quote first and other last, for every type id', () => {
    for (let typeId = 1; typeId <= 48; typeId++) {
      const options = citationLocationOptions(typeId, {});
      expect(options[0]).toBe(L.NOT_A_DIRECT_QUOTE);
      expect(options.at(-1)).toBe(L.OTHER);
      expect([...options].sort((a, b) => a - b)).toEqual(options);
    }
  });

  it('works without any data', () => {
    expect(citationLocationOptions(47)).toEqual([L.NOT_A_DIRECT_QUOTE, L.CHAPTER, L.TIME, L.OTHER]);
  });

  it('ignores malformed contributor data instead of crashing', () => {
    const data = { contributors: 'narrator' } as unknown as { contributors: { type: string }[] };
    expect(citationLocationOptions(1, data)).not.toContain(L.TIME);
    const withNull = { contributors: [null, { type: 'narrator' }] } as unknown as { contributors: { type: string }[] };
    expect(citationLocationOptions(1, withNull)).toContain(L.TIME);
  });
});

describe('citation location warning', () => {
  it('warns Turabian 9 newspaper citations (type 29) against page numbers', () => {
    expect(citationLocationWarning(29, 'turabian9')).toBe(
      'Page numbers should not be included for newspaper references (Turabian Manual 17.4.2).',
    );
  });

  it('has no warning for newspapers in APA or MLA, nor for other types in Turabian', () => {
    expect(citationLocationWarning(29, 'apa7')).toBeUndefined();
    expect(citationLocationWarning(29, 'mla9')).toBeUndefined();
    expect(citationLocationWarning(13, 'turabian9')).toBeUndefined();
    expect(citationLocationWarning(29, undefined)).toBeUndefined();
  });
});

describe('parts to include in a citation (word-addin §4)', () => {
  it('labels the three checkboxes as the form does', () => {
    expect(CITATION_PART_LABELS).toEqual({
      name: "Contributor's name",
      date: 'Date',
      location: 'Location (page number, etc.)',
    });
  });

  it('shows all three parts for APA, forcing none', () => {
    expect(citationPartsRules('apa7')).toEqual({ showChecklist: true, shown: ['name', 'date', 'location'], forced: [] });
  });

  it('hides the Date option for MLA and forces the date on', () => {
    expect(citationPartsRules('mla9')).toEqual({ showChecklist: true, shown: ['name', 'location'], forced: ['date'] });
    expect(effectiveCitationParts('mla9', { namePart: false, datePart: false, location: true })).toEqual({
      namePart: false,
      datePart: true,
      location: true,
    });
  });

  it('hides the checklist for Turabian and always includes all parts', () => {
    expect(citationPartsRules('turabian9').showChecklist).toBe(false);
    expect(effectiveCitationParts('turabian9', {})).toEqual({ namePart: true, datePart: true, location: true });
  });

  it('treats the legacy formats like their successors and an unknown format like APA', () => {
    expect(citationPartsRules('mla8')).toEqual(citationPartsRules('mla9'));
    expect(citationPartsRules('apa6')).toEqual(citationPartsRules('apa7'));
    expect(citationPartsRules('chicago' as never)).toEqual(citationPartsRules('apa7'));
  });

  it('disables submit when none of name, date and location is ticked', () => {
    expect(canSubmitCitation({ namePart: false, datePart: false, location: false })).toBe(false);
    expect(canSubmitCitation({})).toBe(false);
  });

  it('enables submit when any one part is ticked', () => {
    expect(canSubmitCitation({ namePart: true })).toBe(true);
    expect(canSubmitCitation({ datePart: true })).toBe(true);
    expect(canSubmitCitation({ location: true })).toBe(true);
  });

  it("reads citation data's 'true'/'false' strings", () => {
    expect(canSubmitCitation({ namePart: 'false', datePart: 'true' })).toBe(true);
    expect(canSubmitCitation({ namePart: 'false', datePart: 'false' })).toBe(false);
  });

  it('makes an MLA citation submittable through its forced date', () => {
    expect(canSubmitCitation(effectiveCitationParts('mla9', {}))).toBe(true);
  });
});
