/**
 * The pane's section and tool screens: title page, contents, abstract, appendix, figure, table, text styles, advanced
 * editing, save, I'm finished, format. Each is loaded when first opened (the .docx writer and the section forms are
 * not the pane's first screen).
 */
import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { SECTION_PANE_PATHS as P } from './paths';

export const sectionPaneRoutes: RouteObject[] = [
  { path: P.PaperSectionsTitlePage, ...lazyScreen(() => import('./title-page-screen'), (m) => <m.TitlePageScreen />) },
  { path: P.PaperSectionsToc, ...lazyScreen(() => import('./toc-screen'), (m) => <m.TocScreen />) },
  { path: P.PaperSectionsAbstract, ...lazyScreen(() => import('./abstract-screen'), (m) => <m.AbstractScreen />) },
  { path: P.PaperSectionsAppendix, ...lazyScreen(() => import('./appendix-screen'), (m) => <m.AppendixScreen />) },
  { path: P.InsertFigure, ...lazyScreen(() => import('./figure-screen'), (m) => <m.FigureScreen />) },
  { path: P.InsertTable, ...lazyScreen(() => import('./table-screen'), (m) => <m.TableScreen />) },
  { path: P.TextStyles, ...lazyScreen(() => import('./text-styles-screen'), (m) => <m.TextStylesScreen />) },
  { path: P.AdvancedEditing, ...lazyScreen(() => import('./advanced-editing-screen'), (m) => <m.AdvancedEditingScreen />) },
  { path: P.SaveToIbid, ...lazyScreen(() => import('./save-screen'), (m) => <m.SaveScreen />) },
  { path: P.ImFinished, ...lazyScreen(() => import('./im-finished-screen'), (m) => <m.ImFinishedScreen />) },
  // §2.1: /create-clean-copy redirects to I'm Finished.
  { path: P.CreateCleanCopy, element: <Navigate to={P.ImFinished} replace /> },
  { path: P.AdoptedPaperFeatureComingSoon, ...lazyScreen(() => import('./adopted-coming-soon-screen'), (m) => <m.AdoptedPaperFeatureComingSoonScreen />) },
  { path: P.PaperFormat, ...lazyScreen(() => import('./paper-format-screen'), (m) => <m.PaperFormatScreen />) },
];
