/**
 * The screens only Word has (word-addin §2.1), and where the pane opens: the start-up's screen (§4), else the
 * ribbon button's (the manifest opens the pane at `taskpane.html?screen=<path>`), else References & Citations.
 */
import type { WordStartupScreen } from '../host/word';
import { PATHS } from '../app/paths';
import { CITATION_PANE_PATHS } from '../pane/citations/paths';
import { SECTION_PANE_PATHS } from '../pane/sections/paths';

export const WORD_PATHS = {
  GettingStartedAdoptPaperStep1: '/getting-started-adopt-paper-step-1',
  GettingStartedAdoptPaperStep2: '/getting-started-adopt-paper-step-2',
  LegacyFormat: '/legacy-format',
  CleanCopyRedirect: '/create-clean-copy-redirect',
  WordOnlineFormatNotAvailableYet: '/word-online-format-not-available-yet',
  UnsupportedPlatform: '/unsupported-platform',
  UpdateRedirect: '/update-redirect',
  DeveloperTools: '/developer-tools',
  ErrorTests: '/error-tests',
  /** §2.1: redirects to UpdateRedirect. */
  PaperReview: '/paper-review',
} as const;

const STARTUP_PATHS: Record<Exclude<WordStartupScreen, 'load-error' | 'paper'>, string> = {
  'adopt-paper': WORD_PATHS.GettingStartedAdoptPaperStep1,
  'clean-copy-redirect': WORD_PATHS.CleanCopyRedirect,
  'legacy-format': WORD_PATHS.LegacyFormat,
  'word-online-format-unavailable': WORD_PATHS.WordOnlineFormatNotAvailableYet,
};

/** The paths a ribbon button may open the pane at. */
const RIBBON_PATHS: readonly string[] = [PATHS.DocumentCreateLanding, CITATION_PANE_PATHS.ReferencesCitations, CITATION_PANE_PATHS.ResearchNotes, PATHS.Settings];

/**
 * The pane's first path. Creating a paper and Settings need no paper, so their buttons open them whatever the
 * document is; any other start goes where the document sends it first (adopt it, legacy format...).
 */
export function startPath(screen: Exclude<WordStartupScreen, 'load-error'>, requested: string | null): string {
  const asked = requested && RIBBON_PATHS.includes(requested) ? requested : undefined;
  if (asked === PATHS.DocumentCreateLanding || asked === PATHS.Settings) return asked;
  if (screen !== 'paper') return STARTUP_PATHS[screen];
  return asked ?? CITATION_PANE_PATHS.ReferencesCitations;
}

/**
 * The clean-copy-redirect routes of §2.2: a document that is no paper (or a clean copy of one) is turned away
 * from them.
 */
export const PAPER_ROUTES: readonly string[] = [
  SECTION_PANE_PATHS.ImFinished,
  SECTION_PANE_PATHS.InsertFigure,
  SECTION_PANE_PATHS.InsertTable,
  SECTION_PANE_PATHS.PaperSectionsAbstract,
  SECTION_PANE_PATHS.PaperSectionsAppendix,
  SECTION_PANE_PATHS.PaperSectionsTitlePage,
  SECTION_PANE_PATHS.PaperSectionsToc,
  CITATION_PANE_PATHS.ResearchNotes,
  SECTION_PANE_PATHS.TextStyles,
  CITATION_PANE_PATHS.ReferencesCitations,
];
