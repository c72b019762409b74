/**
 * A volume or issue number without the label a source typed before it ("Vol. 12", "No. 3", "Issue 4"): each style
 * prints its own label ("vol. 12, no. 3" in MLA 5.53, "12(3)" in APA, "12, no. 3" in Chicago), never a second one.
 */
const LABEL = /^(?:vol(?:ume)?|nos?|num(?:ber)?|iss(?:ue)?)(?:\.\s*|\s+)(?=[\p{L}\p{N}])/iu;

export const bareNumber = (value: string): string => {
  const trimmed = value.trim();
  return LABEL.test(trimmed) ? trimmed.replace(LABEL, '') : trimmed;
};
