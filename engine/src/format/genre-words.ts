/**
 * A reference's description (CSL's genre) as the styles word it. Importers store type keys there (biblatex's
 * localisation keys, BibTeX and RIS type names) and words that only repeat the type ("Technical Report" for a
 * report); no style prints those (APA 9.21 describes only what the type does not say; CMOS 14.224).
 */
/** Doctoral degrees as records abbreviate them: "Ph.D.", "Ed.D.", "PsyD", "D.Phil.". */
const DOCTORATE = String.raw`(?:(?:ph|ed|psy)\.?\s?d|d\.?\s?phil)\.?`;
/** Master's degrees as records abbreviate them: "M.A.", "MSc", "M.Ed.". */
const MASTERS = String.raw`m\.?\s?(?:a|s|sc|ed|phil|res)\.?`;

const GENRE_WORDS: readonly (readonly [RegExp, string | undefined])[] = [
  [new RegExp(String.raw`^(phd-?thesis|doctoral[\s-]?thesis|${DOCTORATE}\s+(thesis|dissertation|diss\.?))$`, 'i'), 'Doctoral dissertation'],
  [/^(ma-?thesis|masters?-?thesis|master['’]?s[\s-]thesis|m\.?\s?s\.?\s+thesis|thesis\s+\(m\.?\s?s\.?\))$/i, 'Master’s thesis'],
  [/^cand-?thesis$/i, 'Candidate thesis'],
  [/^res-?report$/i, 'Research report'],
  [/^(tech(nical)?[\s-]?report|techreport|report|rprt|rpt)$/i, undefined],
  [/^(article|misc|inproceedings|incollection|inbook|book|booklet|online|webpage|thesis|unpublished|manual|jour|chap|gen|conference|proceedings)$/i, undefined],
];

/** The description to print, or undefined when there is none worth printing. */
export function genreWords(genre: string | undefined): string | undefined {
  const given = genre?.trim();
  if (!given) return undefined;
  const known = GENRE_WORDS.find(([pattern]) => pattern.test(given));
  return known ? known[1] : given;
}

/** A doctorate other than the PhD that a description names ("Ed.D. dissertation" → "EdD"), which MLA and Chicago name too. */
export function otherDoctorate(genre: string | undefined): string | undefined {
  const degree = genre ? /\b(ed|psy)\.?\s?d\b/i.exec(genre)?.[1] : undefined;
  return degree ? `${degree[0]!.toUpperCase()}${degree.slice(1).toLowerCase()}D` : undefined;
}

const DOCTORAL_DEGREE = new RegExp(`^${DOCTORATE}$`, 'i');
const MASTERS_DEGREE = new RegExp(`^${MASTERS}$`, 'i');

/** A thesis's description from the degree alone, as a record may give it ("Ed.D." → "Ed.D. dissertation"); undefined for other words. */
export function degreeDescription(degree: string): string | undefined {
  const given = degree.trim();
  return DOCTORAL_DEGREE.test(given) ? `${given} dissertation` : MASTERS_DEGREE.test(given) ? 'Master’s thesis' : undefined;
}

const THESIS_DESCRIPTION = new RegExp(String.raw`^(?:(?:doctoral|master['’]?s?|${DOCTORATE}|${MASTERS})[\s-]?)?(?:thesis|dissertation)$`, 'i');

/** Whether words describe a thesis ("PhD thesis", "Doctoral dissertation", "MSc thesis"), as a record may put before the institution. */
export const isThesisDescription = (words: string): boolean => THESIS_DESCRIPTION.test(words.trim());
