/** The type-specific notices of reference-library §8 and word-addin §5, with their wording. */
import type { TypeNotice } from './reference-type.js';

export const TYPE_NOTICES = {} as const satisfies Record<string, TypeNotice>;
