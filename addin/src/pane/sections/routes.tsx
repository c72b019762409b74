/** The pane's section and tool screens: title page, contents, abstract, appendix, figure, table, text styles, advanced editing, save, I'm finished, format. */
import { Navigate, type RouteObject } from 'react-router';
import { AbstractScreen } from './abstract-screen';
import { AdoptedPaperFeatureComingSoonScreen } from './adopted-coming-soon-screen';
import { AdvancedEditingScreen } from './advanced-editing-screen';
import { AppendixScreen } from './appendix-screen';
import { FigureScreen } from './figure-screen';
import { ImFinishedScreen } from './im-finished-screen';
import { PaperFormatScreen } from './paper-format-screen';
import { SECTION_PANE_PATHS as P } from './paths';
import { SaveScreen } from './save-screen';
import { TableScreen } from './table-screen';
import { TextStylesScreen } from './text-styles-screen';
import { TitlePageScreen } from './title-page-screen';
import { TocScreen } from './toc-screen';

export const sectionPaneRoutes: RouteObject[] = [
  { path: P.PaperSectionsTitlePage, element: <TitlePageScreen /> },
  { path: P.PaperSectionsToc, element: <TocScreen /> },
  { path: P.PaperSectionsAbstract, element: <AbstractScreen /> },
  { path: P.PaperSectionsAppendix, element: <AppendixScreen /> },
  { path: P.InsertFigure, element: <FigureScreen /> },
  { path: P.InsertTable, element: <TableScreen /> },
  { path: P.TextStyles, element: <TextStylesScreen /> },
  { path: P.AdvancedEditing, element: <AdvancedEditingScreen /> },
  { path: P.SaveToIbid, element: <SaveScreen /> },
  { path: P.ImFinished, element: <ImFinishedScreen /> },
  // §2.1: /create-clean-copy redirects to I'm Finished.
  { path: P.CreateCleanCopy, element: <Navigate to={P.ImFinished} replace /> },
  { path: P.AdoptedPaperFeatureComingSoon, element: <AdoptedPaperFeatureComingSoonScreen /> },
  { path: P.PaperFormat, element: <PaperFormatScreen /> },
];
