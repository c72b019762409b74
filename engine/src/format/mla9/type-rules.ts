/**
 * MLA 9 per reference type, as data: whether the title is italic or in quotation marks, who stands in the
 * author position (others become "other contributors" in the container), whether a publisher is given
 * (MLA 9 §2.108: not for periodicals, websites named for their publisher, or social media), and the
 * label a bare number gets.
 */
import type { ContributorRole } from '../../model/contributor.js';

export interface MlaTypeRule {
  title: 'italic' | 'quoted';
  authorRoles: readonly (readonly ContributorRole[])[];
  publisher: boolean;
  /** "no." for periodicals; "episode" for episodes; none where the number is printed as given. */
  numberLabel?: string;
  /** Newspapers give the edition after the date (MLA 9 §2.72). */
  editionAfterDate?: boolean;
  /** Works seen in person end with their medium: "Oil on canvas." */
  mediumAtEnd?: boolean;
}

const AUTHOR = [['author'], ['editor']] as const;
const standalone: MlaTypeRule = { title: 'italic', authorRoles: AUTHOR, publisher: true };
const part: MlaTypeRule = { title: 'quoted', authorRoles: [['author']], publisher: false, numberLabel: 'no.' };
const online: MlaTypeRule = { title: 'quoted', authorRoles: [['author']], publisher: true };

export const MLA_TYPE_RULES: Readonly<Record<number, MlaTypeRule>> = {
  1: part, 2: standalone, 3: online, 4: standalone, 5: { ...standalone, authorRoles: [['author'], ['performer']] },
  6: standalone, 7: standalone, 8: { ...online, authorRoles: [['author']] }, 9: { ...part, publisher: true },
  10: standalone, 11: { ...part, publisher: true }, 12: online, 13: part, 14: { ...standalone, mediumAtEnd: true },
  15: standalone, 16: standalone, 17: standalone, 18: standalone, 19: { ...standalone, authorRoles: [] },
  20: standalone, 21: standalone, 22: online, 23: { ...online, authorRoles: [['interviewee'], ['author']] },
  24: online, 25: online, 26: part, 27: part, 28: { ...online, authorRoles: [['author'], ['performer'], ['composer']] },
  29: { ...part, editionAfterDate: true }, 30: standalone, 31: { ...standalone, authorRoles: [['editor'], ['author']] },
  32: standalone, 33: { ...online, publisher: false }, 34: { ...online, authorRoles: [['host'], ['author']], numberLabel: 'episode' },
  35: online, 36: { ...online, publisher: false }, 37: standalone, 38: standalone, 39: { ...standalone, mediumAtEnd: true },
  40: { ...standalone, mediumAtEnd: true }, 41: standalone, 42: standalone,
  43: { ...online, authorRoles: [], numberLabel: 'episode' }, 44: standalone, 45: online, 46: { ...part, publisher: true },
  47: { ...standalone, authorRoles: [['author']] }, 48: standalone,
};

export const mlaTypeRule = (typeId: number): MlaTypeRule => MLA_TYPE_RULES[typeId] ?? standalone;

/** How other contributors are introduced inside a container: "edited by", "translated by", "directed by". */
export const MLA_CONTRIBUTOR_PHRASES: Partial<Record<ContributorRole, string>> = {
  editor: 'edited by',
  translator: 'translated by',
  director: 'directed by',
  narrator: 'narrated by',
  illustrator: 'illustrated by',
  performer: 'performance by',
  host: 'hosted by',
  'executive-producer': 'produced by',
  producer: 'produced by',
  'script-writer': 'written by',
  composer: 'composed by',
  interviewer: 'interview by',
  'container-author': 'by',
};

/** Role labels after a name in the author position: "Broad, Robin, editor." */
export const MLA_ROLE_LABELS: Partial<Record<ContributorRole, readonly [string, string]>> = {
  editor: ['editor', 'editors'],
  translator: ['translator', 'translators'],
  performer: ['performer', 'performers'],
  composer: ['composer', 'composers'],
  host: ['host', 'hosts'],
  director: ['director', 'directors'],
};
