/** arXiv identifiers, new style (2101.00001v2) and old style (hep-th/9901001), from ids, arXiv: strings and links. */
import { fail, ok, type Result } from '../result.js';

const NEW_STYLE = /^\d{4}\.\d{4,5}(?:v\d+)?$/;
const OLD_STYLE = /^[a-z-]+(?:\.[A-Z]{2})?\/\d{7}(?:v\d+)?$/;
const PREFIX = /^(?:arxiv:\s*|https?:\/\/(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf)\/)/i;

export function parseArxivId(input: string): Result<string, 'invalid-arxiv'> {
  const id = input.trim().replace(PREFIX, '').replace(/\.pdf$/i, '');
  return NEW_STYLE.test(id) || OLD_STYLE.test(id)
    ? ok(id)
    : fail('invalid-arxiv', `"${input.trim()}" is not an arXiv id. arXiv ids look like 2101.00001 or hep-th/9901001.`);
}
