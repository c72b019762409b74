/** The type-specific notices of reference-library §8 and word-addin §5, with their wording. */
import type { TypeNotice } from './reference-type.js';

/** Type 23, Interview, when the interview is one the writer conducted and readers cannot retrieve. */
const WHEN_PERSONAL_INTERVIEW = { field: 'interviewKind', equals: 'personal' } as const;

export const TYPE_NOTICES = {
  /** Type 23 (APA): a personal interview is a personal communication, cited in the text only. */
  interviewPersonalApa: {
    id: 'interview-personal-apa',
    formats: ['apa7'],
    text:
      'In APA Style, an interview you conducted yourself that readers cannot retrieve is a personal communication: ' +
      'it is cited in the text only, with the date, and does not appear in the reference list.',
    when: WHEN_PERSONAL_INTERVIEW,
  },
  /** Type 23 (MLA): a personal interview is treated as a personal communication. */
  interviewPersonalMla: {
    id: 'interview-personal-mla',
    formats: ['mla9'],
    text:
      'In MLA style, an interview you conducted yourself is a personal communication: list it under the name of the ' +
      'person you interviewed, described as a personal interview, with the date it took place.',
    when: WHEN_PERSONAL_INTERVIEW,
  },
  /** Type 23 (Turabian): unpublished interviews go in the notes, usually not in the bibliography. */
  interviewTurabian: {
    id: 'interview-turabian',
    formats: ['turabian9'],
    text:
      'Turabian cites unpublished interviews, including ones you conducted yourself, in the notes; they are usually ' +
      'not included in the bibliography. Published or broadcast interviews are cited like the work they appear in.',
  },
  /** Type 3: works viewed online keep the type of the original work. */
  webpage: {
    id: 'webpage-original-type',
    formats: ['apa7', 'mla9', 'turabian9'],
    text:
      'Works viewed online, such as articles, videos or reports, should use the type of the original work ' +
      '(for example Journal Article, YouTube or Online Video, or Report). Use Webpage only for content that fits no other type.',
  },
  /** Type 17: the type is for the canonical publication in the Code of Federal Regulations. */
  executiveOrder: {
    id: 'executive-order-cfr',
    formats: ['apa7', 'mla9', 'turabian9'],
    text:
      'This type is for the formal publication of an executive order in the Code of Federal Regulations. ' +
      'If you used a non-canonical version, such as a copy on a website or in a newspaper, use the reference type ' +
      'that matches where you found it.',
  },
  /** Type 21 (Turabian): an enacted bill is cited as a statute. */
  turabianEnactedBill: {
    id: 'turabian-enacted-bill',
    formats: ['turabian9'],
    text:
      'In Turabian, a bill or resolution that has been enacted into law is cited as a statute. ' +
      'Use the Statute type for enacted bills.',
    suggestTypeId: 20,
  },
  /** Type 36 (Turabian): comments are cited in the note for the work they respond to. */
  turabianOnlineComment: {
    id: 'turabian-online-comment',
    formats: ['turabian9'],
    text:
      'Turabian usually cites comments in notes only, as part of the note for the article or post they respond to, ' +
      'and leaves them out of the bibliography. Add the article or post itself to your bibliography instead.',
  },
  /** Type 33: posts readers cannot retrieve are personal communications. */
  socialMedia: {
    id: 'social-media-personal-communication',
    formats: ['apa7', 'mla9', 'turabian9'],
    text:
      'Posts that readers cannot retrieve, such as posts from private accounts or posts that have been deleted, ' +
      'are personal communications. Cite them as a personal communication instead.',
    suggestTypeId: 23,
  },
  /** Type 18 (Turabian): federal decisions are cited to their official reporters. */
  turabianFederalCourt: {
    id: 'turabian-federal-court',
    formats: ['turabian9'],
    text:
      'In Turabian, cite US Supreme Court decisions to United States Reports (U.S.) whenever they appear there. ' +
      "Cite lower federal court decisions to their reporter, such as F., F.3d or F. Supp., with the court's " +
      'abbreviation and the year in parentheses, for example (2d Cir. 1999).',
  },
  /** Type 29 (Turabian): word-addin §5, in the spec's words. */
  turabianNewspaperPages: {
    id: 'turabian-newspaper-pages',
    formats: ['turabian9'],
    text: 'Page numbers should not be included for newspaper references (Turabian Manual 17.4.2).',
  },
} as const satisfies Record<string, TypeNotice>;

export type TypeNoticeKey = keyof typeof TYPE_NOTICES;
