/**
 * A container's name as a style joins it with a comma: without a period its source ended it with ("Proceedings of
 * the Conference, Portland, OR, USA." → "…, USA"), but with an abbreviation's ("J. Chem. Inf. Comput. Sci.", "Inc.").
 */
const ABBREVIATION_END = /(?:^|[\s.(])(?:\p{Lu}\p{Ll}{0,6}|\p{Ll}{1,2}|\p{L})\.$/u;

export function withoutOwnPeriod(name: string): string {
  const trimmed = name.trim();
  if (!trimmed.endsWith('.') || trimmed.endsWith('..') || ABBREVIATION_END.test(trimmed)) return trimmed;
  return trimmed.slice(0, -1);
}
