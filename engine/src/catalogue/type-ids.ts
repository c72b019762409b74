/**
 * The catalogue's type ids that code names, with no catalogue behind them: formatting and the mappings test a
 * reference's type without loading the table of every type (reference-types.ts).
 */

/** Type 48: what an import cannot identify, for the user to pick a real type (reference-library §2). */
export const MISC_TYPE_ID = 48;

/** Type 23, Interview: published, archival, or personal (one the writer conducted). */
export const INTERVIEW_TYPE_ID = 23;

/** Webpage: what a page is when nothing says it is more (and works viewed online should not be). */
export const WEBPAGE_TYPE_ID = 3;

/**
 * A personal interview is cited as a personal communication: in the text only, with no reference-list entry
 * and no page-like locations (reference-library §8, word-addin §5).
 */
export function isPersonalInterview(typeId: number, data: { interviewKind?: string | undefined } | undefined): boolean {
  return typeId === INTERVIEW_TYPE_ID && data?.interviewKind === 'personal';
}
