/** What every `DocumentHost` answers for `paper()`, from the document's paper type and title page. */
import { getPaperType, layoutFormat, type TitlePageAttrs } from '@ibid/engine/paper';
import type { HostPaper, RecordCourse } from './document-host';

export interface HostPaperParts {
  paperGUID: string;
  paperTypeID: number;
  /** The title page's attrs (`paperTitlePage`), undefined for papers without one. */
  titlePage: TitlePageAttrs | undefined;
  /** The record's name, the title of a paper without a title page. */
  name: string;
  /** The record's course and instructor, for a paper without a title page. */
  record?: RecordCourse;
  advancedMode: boolean;
}

/** The paper as the pane reads it, or undefined for a document of no known paper type. */
export function hostPaper({ paperGUID, paperTypeID, titlePage, name, record, advancedMode }: HostPaperParts): HostPaper | undefined {
  const type = getPaperType(paperTypeID);
  if (!type) return undefined;
  return { paperGUID, paperTypeID: type.id, title: titlePage?.title ?? name, format: layoutFormat(type), titlePage, ...(!titlePage && record ? { record } : {}), advancedMode };
}
