/**
 * Indexes and registries a reference manager records as where its metadata came from (Zotero's "Library Catalog"),
 * not where a reader finds the work. A database or platform that holds the work itself (JSTOR, ProQuest) is one the
 * styles may name (MLA 9 5.37's second container, Chicago's database, APA's archive); these never are.
 */
const METADATA_SOURCES = /^(?:crossref|google scholar|google books|datacite|pubmed|semantic scholar|microsoft academic|dblp|(?:open )?worldcat|library of congress (?:isbn|catalog)|open ?library|orcid|scopus|web of science|inspire ?hep|nasa ads|amazon(?:\.[a-z.]+)?|taylor and francis\+nejm)$/i;
/**
 * A bare web host ("academic.oup.com", "openreview.net"), with the label of the program that read it after it
 * ("journals.humankinetics.com (Atypon)"): a site's address, not its name, recorded as the same kind of provenance.
 */
const BARE_HOST = /^(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\s+\([^)]*\))?$/;

/** The database or platform a reader finds the work in, or none when the name only says where its record came from. */
export function databaseName(source: string | undefined): string | undefined {
  const name = source?.trim();
  return name && !METADATA_SOURCES.test(name) && !BARE_HOST.test(name) ? name : undefined;
}

/** Platforms that host others' works, which library catalogues list among a work's contributors ("… and EBSCOhost"). */
const HOSTING_PLATFORMS = /^(?:ebscohost|ebsco(?: publishing)?|proquest(?: ebook central)?|jstor|project muse|gale|netlibrary|ebrary|overdrive|hathitrust(?: digital library)?|internet archive|sciencedirect|springerlink|wiley online library)$/i;

/** Whether a contributor's name is a platform that hosts the work rather than anyone who made it. */
export const isHostingPlatform = (name: string): boolean => HOSTING_PLATFORMS.test(name.trim());
