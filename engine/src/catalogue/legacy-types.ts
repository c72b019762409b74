/**
 * The legacy (APA 6 / MLA 8) type tree: categories, kinds and leaf types with their rule sets, and for each
 * leaf the new-style type it updates into (0 when none exists: the spec's 'Problem updating this reference').
 * Written as data; the server's tree shape (mother, sortOrder, isTerminal) is derived from it.
 */
import type { ReferenceTypeNode } from './type-tree-node.js';
import { LEGACY_RULES, type LegacyRuleKind, type LegacyRuleName } from './legacy-rules.js';

/** A rule a leaf shows, optionally under its own label ("Website name" for the publication title). */
export type LegacyRuleUse = LegacyRuleName | readonly [LegacyRuleName, string];

interface LegacyLeafSource {
  id: number;
  name: string;
  help: string;
  words: string;
  rules: readonly LegacyRuleUse[];
  convertsTo: number;
}
interface LegacyGroupSource {
  id: number;
  name: string;
  words: string;
  children: readonly LegacyNodeSource[];
}
type LegacyNodeSource = LegacyLeafSource | LegacyGroupSource;

const DATED = ['publicationYear', 'publicationMonth', 'publicationDay'] as const;
const ARTICLE = ['authors', ...DATED, 'title', 'publicationTitle', 'volume', 'issue', 'pages'] as const;
const BOOK = ['authors', 'editors', 'translators', 'publicationYear', 'title', 'subtitle', 'edition', 'publisherLocation', 'publisher'] as const;
const ONLINE = ['url', 'retrievalDate'] as const;
const WEB = ['authors', ...DATED, 'title', ['publicationTitle', 'Website name'], 'url', 'retrievalDate'] as const;
const REPORT = ['authors', 'publicationYear', 'title', 'number', 'publisherLocation', 'publisher', 'url'] as const;

const leaf = (id: number, name: string, convertsTo: number, rules: readonly LegacyRuleUse[], words = '', help = ''): LegacyLeafSource => ({
  id,
  name,
  help: help || `Use for a ${name.toLowerCase()}.`,
  words,
  rules,
  convertsTo,
});
const group = (id: number, name: string, words: string, children: readonly LegacyNodeSource[]): LegacyGroupSource => ({ id, name, words, children });

const TREE: readonly LegacyNodeSource[] = [
  group(100, 'Periodicals', 'periodical/serial', [
    group(110, 'Journal Article', 'journal/article/scholarly/peer reviewed', [
      leaf(111, 'Journal article in print', 1, ARTICLE, 'print'),
      leaf(112, 'Journal article online with a DOI', 1, [...ARTICLE, 'doi'], 'online/doi'),
      leaf(113, 'Journal article online without a DOI', 1, [...ARTICLE, 'url', 'database'], 'online/url/database'),
    ]),
    group(120, 'Magazine Article', 'magazine', [
      leaf(121, 'Magazine article in print', 13, ARTICLE, 'print'),
      leaf(122, 'Magazine article online', 13, [...ARTICLE, 'url'], 'online'),
    ]),
    group(130, 'Newspaper Article', 'newspaper/news', [
      leaf(131, 'Newspaper article in print', 29, [...ARTICLE, 'edition'], 'print'),
      leaf(132, 'Newspaper article online', 29, [...ARTICLE, 'url'], 'online'),
    ]),
  ]),
  group(200, 'Books', 'book/monograph', [
    group(210, 'Whole Book', 'book', [
      leaf(211, 'Book in print', 2, BOOK, 'print'),
      leaf(212, 'E-book', 2, [...BOOK, 'doi', 'url'], 'ebook/kindle/online'),
      leaf(213, 'Audiobook', 2, [...BOOK, 'performers', 'medium'], 'audio/narrated'),
    ]),
    leaf(220, 'Edited book', 31, ['editors', 'publicationYear', 'title', 'subtitle', 'edition', 'publisherLocation', 'publisher'], 'anthology/collection'),
    leaf(230, 'Chapter in an edited book', 9, ['authors', 'editors', 'publicationYear', 'title', ['publicationTitle', 'Book title'], 'pages', 'publisherLocation', 'publisher', 'doi'], 'chapter/section'),
    leaf(240, 'Entry in a reference work', 11, ['authors', 'editors', 'publicationYear', 'title', ['publicationTitle', 'Reference work title'], 'pages', 'publisher', 'url', 'retrievalDate'], 'encyclopedia/dictionary/entry'),
    leaf(250, 'Religious work', 37, ['title', 'translators', 'publicationYear', 'publisherLocation', 'publisher'], 'bible/koran/quran/torah'),
  ]),
  group(300, 'Websites & Online', 'web/online/internet', [
    leaf(301, 'Webpage', 3, WEB, 'webpage/website/page'),
    leaf(302, 'Blog post', 12, [...WEB.slice(0, 5), ['publicationTitle', 'Blog name'], ...ONLINE], 'blog'),
    leaf(303, 'Wiki entry', 46, [...WEB.slice(1)], 'wiki/wikipedia'),
    leaf(304, 'Online forum or mailing list post', 36, [...WEB.slice(0, 5), ['publicationTitle', 'Forum name'], ...ONLINE], 'forum/list/post'),
    leaf(305, 'Tweet or Facebook post', 33, ['authors', ...DATED, ['title', 'Post text'], ['publicationTitle', 'Site'], 'url'], 'twitter/tweet/facebook/social media'),
  ]),
  group(400, 'Reports & Academic Work', 'report/academic', [
    leaf(401, 'Government report', 4, REPORT, 'government/agency'),
    leaf(402, 'Technical or research report', 4, REPORT, 'technical/research'),
    leaf(403, 'Dissertation or thesis', 7, ['authors', 'publicationYear', 'title', ['description', 'Degree type'], ['publisher', 'Institution'], 'database', 'number', 'url'], 'dissertation/thesis/doctoral/masters'),
    leaf(404, 'Paper presented at a conference', 8, ['authors', ...DATED, 'title', 'eventName', 'eventLocation', 'url'], 'conference/symposium/poster'),
    leaf(405, 'Unpublished manuscript', 32, ['authors', 'publicationYear', 'title', ['description', 'Status'], ['publisher', 'Institution']], 'unpublished/manuscript'),
    leaf(406, 'Lecture notes or slides', 24, ['authors', 'publicationYear', 'title', 'medium', ['publisher', 'Institution'], ...ONLINE], 'lecture/slides/course'),
    leaf(407, 'Data set', 10, ['authors', 'publicationYear', 'title', 'description', 'publisher', 'doi', ...ONLINE], 'data/dataset'),
  ]),
  group(500, 'Audiovisual & Art', 'media/audiovisual/art', [
    leaf(501, 'Motion picture', 19, ['producers', 'directors', 'publicationYear', 'title', 'medium', 'publisherLocation', ['publisher', 'Studio']], 'film/movie/dvd'),
    leaf(502, 'Television episode', 43, ['authors', 'directors', 'producers', ...DATED, 'title', ['seriesTitle', 'Series title'], ['publisher', 'Network']], 'tv/television/episode'),
    leaf(503, 'Online video', 47, ['authors', ...DATED, 'title', 'medium', ['publicationTitle', 'Site'], 'url'], 'youtube/video/vimeo'),
    leaf(504, 'Podcast episode', 34, ['hosts', 'producers', ...DATED, 'title', ['seriesTitle', 'Podcast'], 'medium', 'url'], 'podcast/audio'),
    leaf(505, 'Music recording', 28, ['performers', 'publicationYear', 'title', ['publicationTitle', 'Album'], 'medium', 'publisherLocation', ['publisher', 'Label']], 'music/song/album'),
    leaf(506, 'Artwork', 14, ['authors', 'publicationYear', 'title', 'medium', ['publisher', 'Museum'], 'publisherLocation', 'url'], 'art/painting/sculpture'),
    leaf(507, 'Map', 15, ['authors', 'publicationYear', 'title', 'medium', 'publisherLocation', 'publisher', 'url'], 'map/chart'),
    leaf(508, 'Advertisement', 0, ['authors', ...DATED, 'title', 'medium', 'publicationTitle', 'pages'], 'advertisement/ad/commercial', 'An advertisement in print, on the air or online.'),
  ]),
  group(600, 'Legal', 'legal/law', [
    leaf(601, 'Court case', 18, ['title', ['volume', 'Reporter volume'], ['publicationTitle', 'Reporter'], ['pages', 'First page'], 'court', 'publicationYear', 'url'], 'court/case/decision'),
    leaf(602, 'Federal or state statute', 20, ['title', ['volume', 'Title number'], ['publicationTitle', 'Code'], ['number', 'Section'], 'publicationYear', 'url'], 'statute/law/code'),
    leaf(603, 'Executive order', 17, ['title', ['number', 'Order number'], ['volume', 'CFR title'], 'pages', 'publicationYear'], 'executive/order'),
    leaf(604, 'Congressional bill', 21, ['title', 'number', ['eventName', 'Congress'], 'publicationYear', 'url'], 'bill/resolution'),
  ]),
  group(700, 'Other', 'other', [
    leaf(701, 'Personal communication', 23, ['authors', 'recipients', ...DATED, ['description', 'Kind of communication']], 'email/letter/conversation/personal'),
    leaf(702, 'Published interview', 23, ['authors', 'interviewers', ...DATED, 'title', 'publicationTitle', 'url'], 'interview'),
    leaf(703, 'Computer software', 16, ['authors', 'publicationYear', 'title', 'edition', 'publisher', 'url'], 'software/app/program'),
    leaf(704, 'Press release', 25, ['authors', ...DATED, 'title', 'url'], 'press/release'),
    leaf(705, 'Brochure or pamphlet', 4, ['authors', 'publicationYear', 'title', 'publisherLocation', 'publisher', 'url'], 'brochure/pamphlet/fact sheet'),
    leaf(706, 'Microform document', 0, ['authors', 'publicationYear', 'title', 'medium', 'publisherLocation', 'publisher', 'number'], 'microfilm/microfiche/microform', 'A document kept on microfilm or microfiche.'),
  ]),
];

/** A leaf type the legacy wizard offers: its rules (with labels) and the new-style type it updates into. */
export interface LegacyReferenceType {
  referenceTypeId: number;
  displayName: string;
  displayHelp: string;
  /** Its rules in the wizard's order, each with the label this leaf shows and what the rule holds. */
  rules: readonly { name: LegacyRuleName; label: string; kind: LegacyRuleKind }[];
  /** The new-style type id, or 0 when no new-style type can hold it. */
  convertsTo: number;
}

const isLeaf = (node: LegacyNodeSource): node is LegacyLeafSource => 'rules' in node;

function toNode(node: LegacyNodeSource, mother: number, sortOrder: number): ReferenceTypeNode {
  return {
    referenceTypeId: node.id,
    displayName: node.name,
    displayHelp: isLeaf(node) ? `<p>${node.help}</p>` : '',
    isTerminal: isLeaf(node),
    children: isLeaf(node) ? [] : node.children.map((child, i) => toNode(child, node.id, i + 1)),
    mother,
    sortOrder,
    lookupWords: node.words,
  };
}

/** The legacy type tree as the type-tree call returns it, in the catalogue's node shape. */
export function legacyTypeTree(): ReferenceTypeNode[] {
  return TREE.map((node, i) => toNode(node, 0, i + 1));
}

const LEAVES = new Map<number, LegacyReferenceType>();
(function collect(nodes: readonly LegacyNodeSource[]) {
  for (const node of nodes) {
    if (!isLeaf(node)) {
      collect(node.children);
      continue;
    }
    const rules = node.rules.map((use) => {
      const [name, label] = typeof use === 'string' ? [use, LEGACY_RULES[use].label] : use;
      return { name, label, kind: LEGACY_RULES[name].kind };
    });
    LEAVES.set(node.id, { referenceTypeId: node.id, displayName: node.name, displayHelp: node.help, rules, convertsTo: node.convertsTo });
  }
})(TREE);

/** The legacy leaf type with this id, or undefined (categories and unknown ids are not types). */
export function getLegacyReferenceType(id: number): LegacyReferenceType | undefined {
  return LEAVES.get(id);
}

export const legacyReferenceTypes: readonly LegacyReferenceType[] = [...LEAVES.values()];
