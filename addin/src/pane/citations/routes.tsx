/** The pane's reference and citation screens: side menu, startup, references & citations, citation form, research notes, paper check. */
import type { RouteObject } from 'react-router';

export const citationPaneRoutes: RouteObject[] = [];
