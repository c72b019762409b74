/**
 * Page headers: APA's page number top right (with the professional paper's running head flush left, Publication
 * Manual 2.8 and 2.18), MLA's surname and page number half an inch from the top (Handbook 1.6), Turabian's page
 * number top right (Manual A.1.5).
 */
import { Header, PageNumber, Paragraph, Tab, TextRun } from 'docx';
import { TEXT_WIDTH } from './page-setup.js';
import { STYLE } from './styles.js';

// Kept apart from the docx library (header-surname.ts): the editor and the pane show it without building a .docx.
export { headerSurname } from './header-surname.js';

const pageNumber = () => new TextRun({ children: [PageNumber.CURRENT] });

/** The header of every page of the paper's text, after what `pageHeaderLead` puts before the page number. */
export function pageHeader({ text, flushLeft }: { text: string; flushLeft: boolean }): Header {
  const paragraph = flushLeft
    ? new Paragraph({
        style: STYLE.header,
        tabStops: [{ type: 'right', position: TEXT_WIDTH }],
        children: [new TextRun(text), new TextRun({ children: [new Tab(), PageNumber.CURRENT] })],
      })
    : new Paragraph({ style: STYLE.header, alignment: 'right', children: [...(text ? [new TextRun(`${text} `)] : []), pageNumber()] });
  return new Header({ children: [paragraph] });
}
