// An example from a style authority as the engine's example sets store it (the shared oracle's format, which the
// handbook sets follow): the reference as CSL-JSON and the exact outputs the source prints.
import type { CitationLocation, CslItem } from '../src/index.js';

export interface ExampleCase {
  id: string;
  csl: CslItem;
  expected_reference?: string;
  expected_parenthetical?: string;
  expected_narrative?: string;
  expected_in_text?: string;
  expected_note?: string;
  expected_short_note?: string;
  /** The cited location for a citation check, keyed by the check's name. */
  locators?: Record<string, CitationLocation>;
}
