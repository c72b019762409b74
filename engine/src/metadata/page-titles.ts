/**
 * A page's title as the work's title: the site's name, its sections and its platform cut from what `<title>` and
 * the link-preview tags say ("Headline | Technology | The Guardian", "見出し：朝日新聞デジタル", "Post @ Blog :: PIXNET ::").
 */

/** Separators sites put between a title and their name: spaced ASCII marks, and CJK full-width ones spaced or not. */
export const SEPARATOR = /\s+[|–—·»:\-@]\s+|\s+::\s+|\s*[：｜]\s*/;
const SEPARATORS = new RegExp(SEPARATOR.source, 'g');
/** After a colon comes a subtitle, after "@" a place or a blog: never a part to guess is the site's name. */
const NO_GUESS = /^[:：@]$/;
/** What some sites put after their name ("… :: 痞客邦 PIXNET ::"). */
const TRAILING_MARK = /\s+(?:::|[|»])\s*$/;
/** The marks that may follow a heading inside a title: the separators, and the underscore of Chinese portals ("标题_科技_腾讯网"). */
const AFTER_HEADING = /^\s*[|–—·»:：｜@_-]/;
const TAIL_PARTS = /\s*[|–—·»:：｜@_]+\s*|\s+-\s+/;

const normalise = (s: string) => s.toLowerCase().replace(/^the\s+/, '').replace(/\.(com|org|net|gov|edu)$/, '').replace(/[^\p{L}\p{N}]+/gu, '');

/** The parts of a title between its separators ("A | B | C" → A, B, C), each trimmed. */
export const titleParts = (title: string): string[] => title.replace(TRAILING_MARK, '').split(SEPARATOR).map((s) => s.trim());

/**
 * Whether a name is the site's address spelled out: "NPR" for npr.org, "The Boston Globe" for bostonglobe.com,
 * "Wikipedia" for en.wikipedia.org. The address is the one thing on a page its owner cannot misname.
 */
export function namesHost(name: string, host: string): boolean {
  const key = normalise(name);
  if (key.length < 2 || !host) return false;
  const labels = host.toLowerCase().split('.');
  return labels.slice(0, -1).some((label) => label.replace(/[^\p{L}\p{N}]+/gu, '') === key);
}

/**
 * Removes the site's name from a page title: " | The Guardian", " - Wikipedia", "O'Reilly Japan - ", and with it
 * what follows it (the platform a blog is hosted on). With no known site name, a short last part after a separator
 * is taken for one and returned apart.
 */
export function stripSiteName(title: string, siteNames: readonly string[], guess = false): { title: string; siteName?: string } {
  const known = siteNames.map(normalise).filter(Boolean);
  const trimmed = title.replace(TRAILING_MARK, '');
  let segments = trimmed.split(SEPARATOR);
  if (segments.length < 2) return { title: trimmed.trim() || title };
  const separators = [...trimmed.matchAll(SEPARATORS)].map((m) => m[0]);
  let siteName: string | undefined;
  const isSite = (s: string) => known.includes(normalise(s));
  // "Post @ Blog :: Platform": the site's name and everything after it go.
  const at = segments.findIndex((s, i) => i > 0 && isSite(s));
  if (at > 0) {
    siteName = segments[at]!.trim();
    segments = segments.slice(0, at);
    separators.length = at - 1;
  }
  // "| by Sean T. Larkin | webpack | Medium": a byline goes too.
  while (segments.length > 1 && /^by\s/i.test(segments.at(-1)!.trim())) {
    segments = segments.slice(0, -1);
    separators.pop();
  }
  while (segments.length > 1 && isSite(segments[0]!)) {
    siteName ??= segments[0]!.trim();
    segments = segments.slice(1);
    separators.shift();
  }
  if (!siteName && guess && segments.length >= 2) {
    const last = segments.at(-1)!.trim();
    const sep = separators.at(-1)?.trim() ?? '';
    if (!NO_GUESS.test(sep) && last.split(' ').length <= 5 && last.length <= 40 && segments.slice(0, -1).join(' ').length >= last.length) {
      siteName = last;
      segments = segments.slice(0, -1);
      separators.pop();
    }
    // "Google - Site Reliability Engineering": a short first part before a longer title is the site.
    const head = segments[0]!;
    if (!siteName && segments.length === 2 && !NO_GUESS.test(separators[0]?.trim() ?? '') && head.split(' ').length <= 2 && head.length < segments[1]!.length) {
      siteName = head.trim();
      segments = segments.slice(1);
      separators.shift();
    }
  }
  const rebuilt = segments.reduce((acc, seg, i) => (i === 0 ? seg : acc + separators[i - 1] + seg), '');
  return { title: rebuilt.trim() || title, ...(siteName ? { siteName } : {}) };
}

/**
 * A title that begins with the page's own heading and goes on past a separator ("标题_科技_腾讯网",
 * "Headline : Sports" beside an h1 "Headline"): the heading is the title, and the rest its section and site, last
 * part last ("Mozilla - Wikipedia" beside an h1 "Mozilla"). A heading followed by more than a short site name and
 * section ("V8 | Outside the web: standalone binaries") is the site's banner, not the work's title, and is not trusted.
 */
export function cutToHeading(title: string, heading: string | undefined): { title: string; rest: string[] } | undefined {
  if (!heading || !title.startsWith(heading)) return undefined;
  const rest = title.slice(heading.length);
  const parts = rest.split(TAIL_PARTS).map((s) => s.trim()).filter(Boolean);
  const short = rest.length < heading.length || (parts.join(' ').length <= 40 && parts.join(' ').split(/\s+/).length <= 5);
  // A colon set right after the heading begins a subtitle ("Blog name: Post", "Artist: Album"), not a site's name.
  return AFTER_HEADING.test(rest) && !/^[:：]/.test(rest) && parts.length > 0 && short ? { title: heading, rest: parts } : undefined;
}
