/** The pane's reference and citation screens: startup, references & citations, citation form, research notes, paper check. */
import { Navigate, type RouteObject } from 'react-router';
import { AddFromLibraryScreen } from './add-from-library-screen';
import { CitationScreen } from './citation-screen';
import { PaperCheckScreen } from './paper-check-screen';
import { CITATION_PANE_PATHS } from './paths';
import { ReferencesCitationsScreen } from './references-citations-screen';
import { ResearchNotesScreen } from './research-notes-screen';
import { StartupScreen } from './startup-screen';

export const citationPaneRoutes: RouteObject[] = [
  { path: CITATION_PANE_PATHS.Startup, element: <StartupScreen /> },
  { path: CITATION_PANE_PATHS.ReferencesCitations, element: <ReferencesCitationsScreen /> },
  { path: CITATION_PANE_PATHS.ReferenceAddFromLibrary, element: <AddFromLibraryScreen /> },
  // Research notes' own path to the library list comes back to the drawer.
  { path: '/reference-add-from-library-in-research-notes', element: <AddFromLibraryScreen returnTo={CITATION_PANE_PATHS.ResearchNotes} /> },
  { path: CITATION_PANE_PATHS.Citation, element: <CitationScreen /> },
  { path: CITATION_PANE_PATHS.CitationGenesis, element: <CitationScreen /> },
  { path: CITATION_PANE_PATHS.ResearchNotes, element: <ResearchNotesScreen /> },
  { path: CITATION_PANE_PATHS.PaperCheck, element: <PaperCheckScreen /> },
  { index: true, element: <Navigate to={CITATION_PANE_PATHS.ReferencesCitations} replace /> },
];
