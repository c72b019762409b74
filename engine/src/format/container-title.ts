import { isType, typeKind } from '../catalogue/type-kinds.js';

/**
 * A container's name as a style joins it with a comma: without a period its source ended it with ("Proceedings of
 * the Conference, Portland, OR, USA." → "…, USA"), but with an abbreviation's ("J. Chem. Inf. Comput. Sci.", "Inc.").
 */
const ABBREVIATION_END = /(?:^|[\s.(])(?:\p{Lu}\p{Ll}{0,2}|\p{Ll}{1,2}|\p{L})\.$/u;
// A longer capitalised word ("Comput.", "Psychol.") is an abbreviation only in a name that abbreviates another word
// ("J. Chem. Inf. Comput. Sci."); otherwise it is a word the source ended with a period ("Journal of Social History.").
const LONG_ABBREVIATION_END = /(?:^|[\s.(])\p{Lu}\p{Ll}{3,6}\.$/u;
const EARLIER_ABBREVIATION = /\p{L}\.\s/u;

const endsWithAbbreviation = (name: string) => ABBREVIATION_END.test(name) || (LONG_ABBREVIATION_END.test(name) && EARLIER_ABBREVIATION.test(name));

export function withoutOwnPeriod(name: string): string {
  const trimmed = name.trim();
  if (!trimmed.endsWith('.') || trimmed.endsWith('..') || endsWithAbbreviation(trimmed)) return trimmed;
  return trimmed.slice(0, -1);
}

const CAPITAL = /\p{Lu}/u;

/**
 * Whether a blog's or website's name is styled all in lower case by its owner ("xkcd", "chem-bla-ics"), a styling
 * headline capitals leave alone (CMOS 8.153, which MLA and Turabian follow for names). Names of sites are stored as
 * their sources give them, never put in sentence case, so a name without any capital is the owner's choice.
 */
export function ownerStyledName(referenceTypeID: number, name: string): boolean {
  const container = typeKind(referenceTypeID).container;
  return (container === 'blog' || container === 'website') && !CAPITAL.test(name);
}

// "The" after a preposition or conjunction inside a periodical's name: a publisher's styling that sources copy.
const THE_INSIDE = /(\s(?:of|for|in|on|and|to|from|at)\s)The(?=\s)/g;

/**
 * A periodical's name as headline style writes it: "the" inside it in lower case (APA 9.25, MLA 2.90, CMOS 8.159),
 * though Crossref and the publisher write "Journal of The Royal Society Interface". A name that opens with "The"
 * ("The Lancet") keeps it. Only a periodical's: in a work's title "The" may open a title within it ("from The Tempest").
 */
export const periodicalNameCase = (name: string): string => (name.includes(' The ') ? name.replace(THE_INSIDE, '$1the') : name);

/** Whether a type's container is a periodical or a newspaper, whose name `periodicalNameCase` writes. */
export function inPeriodical(referenceTypeID: number): boolean {
  const container = typeKind(referenceTypeID).container;
  return container === 'periodical' || container === 'newspaper';
}

/**
 * A book that is one volume of a multivolume work: its container is the work, which APA puts before the volume's
 * own title ("Handbook: Vol. 2. Individual differences", APA 10.2) and Chicago after its number ("Vol. 6 of The
 * Second World War").
 */
export function isVolumeOfSet(referenceTypeID: number, data: { containerTitle?: string; volume?: string; title?: string }): boolean {
  return isType(referenceTypeID, 'book', 'edited-book') && !!data.containerTitle && !!data.volume && !!data.title;
}
