/** Switching a paper's format (issue 16): the same kind of paper in APA 7, MLA 9 or Turabian 9, as paper types. */
import { CURRENT_FORMATS, FORMAT_LABELS, type CurrentFormatId } from '../formats.js';
import { getPaperType, layoutFormat, paperTypeIdFor, type PaperAudience, type PaperType } from './paper-types.js';
import type { TitlePageAttrs } from './schema.js';

export interface FormatSwitchOption {
  format: CurrentFormatId;
  label: string;
  /** The paper type the paper becomes. */
  paperTypeID: number;
  /** The paper is this type now (a legacy APA 6 paper is not: switching to APA 7 makes it an APA 7 paper). */
  current: boolean;
}

/**
 * A paper's audience: its type's, or, for a research paper in a format without audiences (MLA, Turabian), what its
 * title page kept. A switch leaves the title page's fields alone, and only a professional paper's has a running
 * head or an author note (APA 7 2.8, 2.7), so an APA 7 professional paper switched away comes back professional.
 */
function paperAudience(type: PaperType, titlePage: Pick<TitlePageAttrs, 'runningHead' | 'authorNote'> | undefined): PaperAudience | undefined {
  if (type.audience || type.kind !== 'research') return type.audience;
  return titlePage && (titlePage.runningHead.trim() || titlePage.authorNote.trim()) ? 'professional' : undefined;
}

/**
 * The formats a paper can switch to, each with the paper type of the same kind in it; an APA 7 research paper
 * keeps its audience (student or professional), also through a stay in another format (read from `titlePage`, the
 * paper's title page attrs). Unknown paper types get none.
 */
export function formatSwitchOptions(paperTypeID: number, titlePage?: Pick<TitlePageAttrs, 'runningHead' | 'authorNote'>): FormatSwitchOption[] {
  const type = getPaperType(paperTypeID);
  if (!type) return [];
  const current = layoutFormat(type);
  const audience = paperAudience(type, titlePage);
  return CURRENT_FORMATS.flatMap((format) => {
    const id = format === current && !type.legacy ? type.id : paperTypeIdFor(type.kind, format, audience);
    return id === undefined ? [] : [{ format, label: FORMAT_LABELS[format], paperTypeID: id, current: id === type.id }];
  });
}
