/**
 * A volume or issue number as the styles print it: without the label a source typed before it ("Vol. 12", "No. 3",
 * "Issue 4"), since each style prints its own ("vol. 12, no. 3" in MLA 5.53, "12(3)" in APA, "12, no. 3" in
 * Chicago), and with an en dash in a range of numbers ("5–6", APA 6.6, MLA 6.x, CMOS 6.78), where sources type a hyphen.
 */
const LABEL = /^(?:vol(?:ume)?|nos?|num(?:ber)?|iss(?:ue)?)(?:\.\s*|\s+)(?=[\p{L}\p{N}])/iu;
const RANGE = /(\d)\s*[-‐‑–]+\s*(?=\d)/g;

export const bareNumber = (value: string): string => {
  const trimmed = value.trim();
  return (LABEL.test(trimmed) ? trimmed.replace(LABEL, '') : trimmed).replace(RANGE, '$1–');
};

/** An issue with MLA's and Chicago's label: "no. 3", and "nos. 5–6" for a combined issue, as both print one. */
export const labelledIssue = (value: string): string => {
  const bare = bareNumber(value);
  return `${/\d\s*(?:[–/&,]|and)\s*\d/.test(bare) ? 'nos.' : 'no.'} ${bare}`;
};
