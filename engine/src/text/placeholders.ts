/** What programs write for a value they did not have ("number = {null}", Mendeley's pages "n.p.-undefined"). */
export const PROGRAM_PLACEHOLDER = 'null|undefined|nan|none';

const PLACEHOLDER = new RegExp(`^\\s*(?:${PROGRAM_PLACEHOLDER})\\s*$`, 'i');

/** Whether a value is only such a placeholder; a title may be a word like these, no number or date is. */
export const isProgramPlaceholder = (value: string): boolean => PLACEHOLDER.test(value);
