/** The toast for a citation the document refused (word-addin §8, "Citation insert error", newer form). */
import { HostError } from '../../host/document-host';

export const CITATION_PROBLEM_TITLE = 'Problem inserting citation';
export const CITATION_PLACEMENT_TEXT = "Oops! We can't place a citation there. Please move the cursor where you want your citation to appear.";
export const CITATION_FAILED_TEXT = 'Sorry! Something went wrong when trying that last action. Try that again or reach out to our Customer Support team.';

export function citationFailure(error: unknown): { title: string; body: string } {
  const placement = error instanceof HostError && error.code === 'citation-placement';
  return { title: CITATION_PROBLEM_TITLE, body: placement ? CITATION_PLACEMENT_TEXT : CITATION_FAILED_TEXT };
}
