/** The pane's section and tool paths (word-addin §2.1), and the paper-format screen's. */
export const SECTION_PANE_PATHS = {
  PaperSectionsTitlePage: '/paper-sections-title-page',
  PaperSectionsToc: '/paper-sections-toc',
  PaperSectionsAbstract: '/paper-sections-abstract',
  PaperSectionsAppendix: '/paper-sections-appendix',
  InsertFigure: '/figure',
  InsertTable: '/table',
  TextStyles: '/text-styles',
  AdvancedEditing: '/advanced-editing',
  SaveToIbid: '/save-to-ibid',
  ImFinished: '/im-finished',
  CreateCleanCopy: '/create-clean-copy',
  AdoptedPaperFeatureComingSoon: '/adopted-paper-feature-coming-soon',
  PaperFormat: '/paper-format',
} as const;

/** The spec's route names that `gatedRoute` may turn away for an adopted paper. */
export type GatedRouteName = 'PaperSectionsTitlePage' | 'PaperSectionsToc' | 'PaperSectionsAbstract' | 'PaperSectionsAppendix' | 'InsertFigure' | 'InsertTable' | 'ImFinished';
