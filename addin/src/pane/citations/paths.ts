/** The pane's reference and citation paths (word-addin §2.1), and the paper check's. */
export const CITATION_PANE_PATHS = {
  Startup: '/startup',
  ReferencesCitations: '/references-citations',
  ReferenceAddFromLibrary: '/reference-add-from-library',
  Citation: '/citation/:mode',
  CitationGenesis: '/citation-genesis/:mode',
  ResearchNotes: '/research-notes',
  PaperCheck: '/paper-check',
} as const;

export const CITATION_MODES = ['add', 'edit'] as const;
export type CitationMode = (typeof CITATION_MODES)[number];

/** The citation form for the open reference: `state.referenceUniqueID`, and for edit `state.citationUniqueID`. */
export const citationPath = (mode: CitationMode) => `/citation/${mode}`;

/** What the citation form is opened with: the open reference, and the citation for edit. */
export interface CitationScreenState {
  referenceUniqueID?: string;
  citationUniqueID?: string;
}
