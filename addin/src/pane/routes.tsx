/**
 * The task pane's screens (word-addin §2.1): the same route table beside the browser editor (a memory router in
 * /paper/:paperGUID) and, later, inside Word. Citations and references in `citations/`, sections and tools in `sections/`.
 */
import type { RouteObject } from 'react-router';
import { citationPaneRoutes } from './citations/routes';
import { sectionPaneRoutes } from './sections/routes';
import { UnavailableScreen } from './unavailable-screen';

/** Any other path (a Word-only entry of the side menu) keeps the pane and its menu: UnavailableScreen. */
export const paneRoutes: RouteObject[] = [...citationPaneRoutes, ...sectionPaneRoutes, { path: '*', element: <UnavailableScreen /> }];
