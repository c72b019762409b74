/** Switching a paper's format (issue 16): the same kind of paper in APA 7, MLA 9 or Turabian 9, as paper types. */
import { CURRENT_FORMATS, FORMAT_LABELS, type CurrentFormatId } from '../formats.js';
import { getPaperType, layoutFormat, paperTypeIdFor } from './paper-types.js';

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
  return CURRENT_FORMATS.flatMap((format) => {
    const id = format === current && !type.legacy ? type.id : paperTypeIdFor(type.kind, format, type.audience);
    return id === undefined ? [] : [{ format, label: FORMAT_LABELS[format], paperTypeID: id, current: id === type.id }];
  });
}
