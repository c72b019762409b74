/**
 * A patent's number with the office that granted it, as the styles print it: "U.S. Patent No. 9,424,823" (APA's
 * patent references), "US Patent 7,654,321" (Chicago's), "European Patent Application 1700367". The United States, which all
 * three assume when no country is given, is each style's own abbreviation; a number that opens with its office's code
 * ("EP 1234567", "EU-29702195U") names the office itself.
 */
const ADJECTIVES: Readonly<Record<string, string>> = {
  europe: 'European', 'european union': 'European', germany: 'German', france: 'French', 'united kingdom': 'British',
  uk: 'British', 'great britain': 'British', japan: 'Japanese', china: 'Chinese', canada: 'Canadian', australia: 'Australian',
};
const UNITED_STATES = /^(?:us|u\.s\.?|usa|u\.s\.a\.|united states(?: of america)?)$/i;
const OFFICE_CODE = /^[A-Z]{2}[\s-]?\d/;
/** What the importers store for a published application (biblatex's "patreq" keys). */
export const PATENT_APPLICATION = 'Patent application';

export interface PatentTerms {
  /** "U.S." (APA) or "US" (MLA, Chicago). */
  unitedStates: string;
  /** The word before the number: "No." in APA, none in MLA and Chicago. */
  numberWord?: string;
}

export function patentNumber(number: string, jurisdiction: string | undefined, genre: string | undefined, terms: PatentTerms): string {
  const given = number.trim();
  if (/patent/i.test(given)) return given;
  const kind = genre?.trim().toLowerCase() === PATENT_APPLICATION.toLowerCase() ? 'Patent Application' : 'Patent';
  const country = jurisdiction?.trim();
  // A patent held in several countries is named by its number alone.
  const office = country?.includes(',') || (!country && OFFICE_CODE.test(given))
    ? undefined
    : !country || UNITED_STATES.test(country) ? terms.unitedStates : (ADJECTIVES[country.toLowerCase()] ?? country);
  // The United States' office writes a granted patent's number in groups of three ("5,668,842"), as the styles print
  // it; its applications ("2008/0123456") and other offices' numbers are written otherwise.
  const grouped = office === terms.unitedStates && kind === 'Patent' && /^\d{4,8}$/.test(given);
  const written = grouped ? given.replace(/\B(?=(\d{3})+$)/g, ',') : given;
  // "No." follows a named office ("U.S. Patent No."); a number with its office's code stands alone ("Patent EP 3354746").
  return [office, kind, office ? terms.numberWord : undefined, written].filter(Boolean).join(' ');
}

/** The office that issued the patent, which APA gives as its source: the one the record names, else the United States'. */
export function patentOffice(jurisdiction: string | undefined, authority: string | undefined): string | undefined {
  const country = jurisdiction?.trim();
  return authority?.trim() || (!country || UNITED_STATES.test(country) ? 'U.S. Patent and Trademark Office' : undefined);
}
