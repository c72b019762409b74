/**
 * The pane's reference and citation screens: startup, references & citations, citation form, research notes, paper
 * check. References & Citations, the pane's first screen, comes with the pane; the others load when first opened.
 */
import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen';
import { CITATION_PANE_PATHS } from './paths';
import { ReferencesCitationsScreen } from './references-citations-screen';
import { StartupScreen } from './startup-screen';

const addFromLibrary = () => import('./add-from-library-screen');
const citation = () => lazyScreen(() => import('./citation-screen'), (m) => <m.CitationScreen />);

export const citationPaneRoutes: RouteObject[] = [
  { path: CITATION_PANE_PATHS.Startup, element: <StartupScreen /> },
  { path: CITATION_PANE_PATHS.ReferencesCitations, element: <ReferencesCitationsScreen /> },
  { path: CITATION_PANE_PATHS.ReferenceAddFromLibrary, ...lazyScreen(addFromLibrary, (m) => <m.AddFromLibraryScreen />) },
  // Research notes' own path to the library list comes back to the drawer.
  { path: '/reference-add-from-library-in-research-notes', ...lazyScreen(addFromLibrary, (m) => <m.AddFromLibraryScreen returnTo={CITATION_PANE_PATHS.ResearchNotes} />) },
  { path: CITATION_PANE_PATHS.Citation, ...citation() },
  { path: CITATION_PANE_PATHS.CitationGenesis, ...citation() },
  { path: CITATION_PANE_PATHS.ResearchNotes, ...lazyScreen(() => import('./research-notes-screen'), (m) => <m.ResearchNotesScreen />) },
  { path: CITATION_PANE_PATHS.PaperCheck, ...lazyScreen(() => import('./paper-check-screen'), (m) => <m.PaperCheckScreen />) },
  { index: true, element: <Navigate to={CITATION_PANE_PATHS.ReferencesCitations} replace /> },
];
