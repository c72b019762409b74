/** The reference-type catalogue: the 47 types a user can create plus type 48, Miscellaneous, for imports. */
import { defineType, type ReferenceType } from './reference-type.js';
import { TYPE_NOTICES } from './type-notices.js';

const REQUIRED_COMMON = { required: 'all', common: true } as const;

export const referenceTypes: readonly ReferenceType[] = [
  defineType({
    id: 1,
    slug: 'journal-article',
    title: 'Journal Article',
    desc: 'An article in a scholarly journal, in print or online, with or without a DOI.',
    category: 'periodicals',
    metadata: ['journal', 'article', 'periodical', 'scholarly', 'peer reviewed', 'academic journal'],
    isCommon: true,
    csl: { type: 'article-journal' },
    fields: {
      contributors: { ...REQUIRED_COMMON, roles: ['author', 'translator'] },
      title: REQUIRED_COMMON,
      issued: REQUIRED_COMMON,
      containerTitle: { label: 'Journal name', ...REQUIRED_COMMON },
      volume: { common: true },
      issue: { common: true },
      pages: { common: true },
      number: { label: 'Article number' },
      doi: { common: true },
      url: {},
      archive: { label: 'Database' },
      translatedTitle: {},
      pmid: {},
      pmcid: {},
    },
  }),
];
