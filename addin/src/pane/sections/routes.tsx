/** The pane's section and tool screens: title page, contents, abstract, appendix, figure, table, text styles, advanced editing, save, I'm finished, format. */
import type { RouteObject } from 'react-router';

export const sectionPaneRoutes: RouteObject[] = [];
