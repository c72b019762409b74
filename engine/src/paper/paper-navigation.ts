/** The add-in's side menu (word-addin §2.4) and the adopted-paper gating of routes (§2.2), by paper type. */
import type { FormatId } from '../formats.js';
import { DOCUMENT_TYPES, documentTypeOf, getPaperType, layoutFormat, type DocumentType } from './paper-types.js';

/** Where the menu is shown and for whom. */
export interface SideMenuContext {
  /** The paper's display format (a legacy paper shows its successor). */
  displayFormat: FormatId;
  /** The live environment hides the developer entries unless a customer is being impersonated. */
  environmentLive: boolean;
  isImpersonating: boolean;
  /** Getting Started and Help are shown on iOS only. */
  ios: boolean;
}

export interface SideMenuItem {
  id: SideMenuItemId;
  label: string;
  /** The route's path; the reference library opens in a dialog instead, the help link leaves the add-in. */
  path: string;
  visible: boolean;
  /** Greyed out when false. */
  enabled: boolean;
  /** The reference library's dialog size, as percentages of the window (§2.4, §9). */
  dialog?: { heightPercent: number; widthPercent: number };
}

const ITEM_IDS = [
  'error-tests',
  'developer-tools',
  'getting-started',
  'create-new-paper',
  'title',
  'abstract',
  'table-of-contents',
  'appendices',
  'references-citations',
  'research-notes',
  'text-headings',
  'insert-figure',
  'insert-table',
  'advanced-editing',
  'help',
  'save',
  'im-finished',
  'reference-library',
  'settings',
] as const;
export type SideMenuItemId = (typeof ITEM_IDS)[number];

type Rule = (documentType: DocumentType, context: SideMenuContext) => boolean;

const always: Rule = () => true;
const developer: Rule = (_, c) => !c.environmentLive || c.isImpersonating;
const iosOnly: Rule = (_, c) => c.ios;
const researchOnly: Rule = (d) => d === DOCUMENT_TYPES.RESEARCH_PAPER;
const notAList: Rule = (d) => d !== DOCUMENT_TYPES.ANNOTATED_BIBLIOGRAPHY && d !== DOCUMENT_TYPES.REFERENCE_LIST;
const apa7Display: Rule = (_, c) => c.displayFormat === 'apa7';

/** The menu in the spec's order: each entry's label, path, and when it shows and when it is enabled. */
const MENU: readonly { id: SideMenuItemId; label: string; path: string; visible: Rule; enabled: Rule; dialog?: SideMenuItem['dialog'] }[] = [
  { id: 'error-tests', label: 'Error Tests', path: '/error-tests', visible: developer, enabled: always },
  { id: 'developer-tools', label: 'Developer Tools', path: '/developer-tools', visible: developer, enabled: always },
  { id: 'getting-started', label: 'Getting Started', path: '/startup', visible: iosOnly, enabled: always },
  { id: 'create-new-paper', label: 'Create New Paper', path: '/document-create-landing', visible: always, enabled: always },
  { id: 'title', label: 'Title', path: '/paper-sections-title-page', visible: always, enabled: always },
  { id: 'abstract', label: 'Abstract', path: '/paper-sections-abstract', visible: always, enabled: researchOnly },
  { id: 'table-of-contents', label: 'Table of Contents', path: '/paper-sections-toc', visible: always, enabled: researchOnly },
  { id: 'appendices', label: 'Appendices', path: '/paper-sections-appendix', visible: always, enabled: researchOnly },
  { id: 'references-citations', label: 'References & Citations', path: '/references-citations', visible: always, enabled: always },
  { id: 'research-notes', label: 'Research Notes', path: '/research-notes', visible: always, enabled: always },
  { id: 'text-headings', label: 'Text & Headings', path: '/text-styles', visible: always, enabled: always },
  { id: 'insert-figure', label: 'Insert Figure', path: '/figure', visible: always, enabled: notAList },
  { id: 'insert-table', label: 'Insert Table', path: '/table', visible: always, enabled: notAList },
  { id: 'advanced-editing', label: 'Advanced Editing', path: '/advanced-editing', visible: always, enabled: apa7Display },
  { id: 'help', label: 'Help', path: '/help', visible: iosOnly, enabled: always },
  { id: 'save', label: 'Save to Ibid', path: '/save-to-ibid', visible: always, enabled: always },
  { id: 'im-finished', label: "I'm Finished", path: '/im-finished', visible: always, enabled: always },
  {
    id: 'reference-library',
    label: 'My Reference Library',
    path: '/my-reference-library',
    visible: always,
    enabled: always,
    dialog: { heightPercent: 75, widthPercent: 75 },
  },
  { id: 'settings', label: 'Settings', path: '/settings', visible: always, enabled: always },
];

/** The Title entry reads "Title Page" for APA 6 and APA 7 research papers (§2.4 item 4); its drawer is headed the same. */
export function titleEntryLabel(paperTypeID: number | null | undefined): string {
  const type = getPaperType(paperTypeID);
  return type !== undefined && layoutFormat(type) === 'apa7' && type.documentType === DOCUMENT_TYPES.RESEARCH_PAPER ? 'Title Page' : 'Title';
}

/**
 * The side menu for a paper, in order, with every entry (hidden ones have `visible: false`). An unknown paper type
 * is treated as a research paper (§4). Adopted papers see their research-paper entries enabled; `gatedRoute` sends
 * them to the coming-soon screen.
 */
export function sideMenu(paperTypeID: number | null | undefined, context: SideMenuContext): SideMenuItem[] {
  const documentType = documentTypeOf(paperTypeID);
  return MENU.map(({ visible, enabled, ...item }) => ({
    ...item,
    label: item.id === 'title' ? titleEntryLabel(paperTypeID) : item.label,
    visible: visible(documentType, context),
    enabled: enabled(documentType, context),
  }));
}

/** The coming-soon screen an adopted paper gets instead of a feature it cannot use yet. */
export const ADOPTED_PAPER_COMING_SOON = { name: 'AdoptedPaperFeatureComingSoon', path: '/adopted-paper-feature-coming-soon' } as const;

/** §2.2: the route names an adopted paper is turned away from: title page, abstract, appendix, contents, table, figure, finish. */
const ADOPTED_GATED_ROUTES = [
  'PaperSectionsTitlePage',
  'PaperSectionsAbstract',
  'PaperSectionsAppendix',
  'PaperSectionsToc',
  'InsertTable',
  'InsertFigure',
  'ImFinished',
] as const;

/** The route name to go to: the one asked for, or AdoptedPaperFeatureComingSoon for an adopted paper's gated route. */
export function gatedRoute(paperTypeID: number | null | undefined, routeName: string): string {
  const adopted = getPaperType(paperTypeID)?.kind === 'adopted';
  return adopted && (ADOPTED_GATED_ROUTES as readonly string[]).includes(routeName) ? ADOPTED_PAPER_COMING_SOON.name : routeName;
}
