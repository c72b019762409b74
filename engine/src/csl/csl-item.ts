/** CSL-JSON items as citeproc-js, Zotero, Crossref and doi.org produce them (CSL 1.0.2 schema). */

export interface CslName {
  family?: string;
  given?: string;
  suffix?: string;
  'non-dropping-particle'?: string;
  'dropping-particle'?: string;
  literal?: string;
  [extra: string]: unknown;
}

export interface CslDate {
  'date-parts'?: (number | string)[][];
  season?: number | string;
  circa?: boolean | number | string;
  literal?: string;
  raw?: string;
}

export interface CslItem {
  id?: string | number;
  type?: string;
  custom?: Record<string, unknown>;
  [variable: string]: unknown;
}
