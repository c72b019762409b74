/**
 * A publisher's name without its business structure, which all three styles leave out: "Inc.", "Ltd.", "LLC"
 * (APA 9.29), and with them "Co.", "& Co.", "& Company", "Corp.", "plc", "GmbH", "S.A." (CMOS 14.134, MLA's "Publisher").
 */
const BUSINESS_WORDS = /(?:,?\s+(?:(?:&|and)\s+Company|(?:&|and)\s+Co|Inc|Incorporated|Ltd|Limited|LLC|L\.L\.C|Co|Corp|plc|GmbH|S\.A|Pty\.?\s+Ltd)\.?)+$/i;

/** The last words the pattern can end on: most names end otherwise and skip it. */
const LAST_WORDS = new Set(['company', 'co', 'inc', 'incorporated', 'ltd', 'limited', 'llc', 'l.l.c', 'corp', 'plc', 'gmbh', 's.a']);

export function withoutBusinessWords(name: string): string {
  const trimmed = name.trim();
  if (!LAST_WORDS.has(trimmed.slice(trimmed.lastIndexOf(' ') + 1).replace(/\.$/, '').toLowerCase())) return trimmed;
  const bare = trimmed.replace(BUSINESS_WORDS, '');
  // A name that is nothing but such words ("Co.") stays as it is.
  return bare || trimmed;
}
