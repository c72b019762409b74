/** Switching a paper's format (issue 16): the same kind of paper in APA 7, MLA 9 or Turabian 9, as paper types. */
import type { CurrentFormatId } from '../formats.js';
import { getPaperType, layoutFormat, paperTypeIdFor } from './paper-types.js';

export const SWITCHABLE_FORMATS = ['apa7', 'mla9', 'turabian9'] as const satisfies readonly CurrentFormatId[];

export const SWITCH_FORMAT_LABELS = { apa7: 'APA 7', mla9: 'MLA 9', turabian9: 'Turabian 9' } as const satisfies Record<CurrentFormatId, string>;

export interface FormatSwitchOption {
  format: CurrentFormatId;
  label: string;
  /** The paper type the paper becomes. */
  paperTypeID: number;
  /** The paper is this type now (a legacy APA 6 paper is not: switching to APA 7 makes it an APA 7 paper). */
  current: boolean;
}

/**
 * The formats a paper can switch to, each with the paper type of the same kind in it; an APA 7 research paper
 * keeps its audience (student or professional), as another format's research paper comes back as a student paper.
 * Unknown paper types get none.
 */
export function formatSwitchOptions(paperTypeID: number): FormatSwitchOption[] {
  const type = getPaperType(paperTypeID);
  if (!type) return [];
  const current = layoutFormat(type);
  return SWITCHABLE_FORMATS.flatMap((format) => {
    const id = format === current && !type.legacy ? type.id : paperTypeIdFor(type.kind, format, type.audience);
    return id === undefined ? [] : [{ format, label: SWITCH_FORMAT_LABELS[format], paperTypeID: id, current: id === type.id }];
  });
}
