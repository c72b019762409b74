import { describe, expect, it } from 'vitest';
import { ADOPTED_PAPER_COMING_SOON, gatedRoute, sideMenu, type SideMenuContext, type SideMenuItemId } from './paper-navigation.js';
import {
  CREATION_SUCCESS_DELAY_MS,
  legacyCreationNotice,
  createdPaperTypeId,
  creationFormatOptions,
  creatorPath,
  defaultDocumentTitle,
  formatFromPaperFormatUrl,
  getPaperCreator,
  paperCreators,
  paperFormFields,
  titleFieldLabel,
} from './paper-creators.js';
import { DOCUMENT_TYPES, documentTypeOf, getPaperType, layoutFormat, paperTypeIdFor, paperTypes } from './paper-types.js';

const CURRENT_IDS = [11, 12, 13, 14, 15, 16, 111, 112, 113, 114, 115, 211, 212, 213, 214, 215];
const LEGACY_IDS = [1, 2, 101, 102];

describe('the paper types table', () => {
  it('holds every PaperType id of the spec exactly once', () => {
    expect(paperTypes.map((t) => t.id).sort((a, b) => a - b)).toEqual([...LEGACY_IDS, ...CURRENT_IDS].sort((a, b) => a - b));
  });

  it.each([
    [11, 'apa7', 'research', 'student', 'APA 7 Student Paper'],
    [12, 'apa7', 'research', 'professional', 'APA 7 Professional Paper'],
    [13, 'apa7', 'discussion', undefined, 'APA 7 Discussion Post'],
    [14, 'apa7', 'reference-list', undefined, 'APA 7 Reference List'],
    [15, 'apa7', 'annotated-bibliography', undefined, 'APA 7 Annotated Bibliography'],
    [16, 'apa7', 'adopted', undefined, 'APA 7 Adopted Paper'],
    [111, 'mla9', 'research', undefined, 'MLA 9 Research Paper'],
    [112, 'mla9', 'discussion', undefined, 'MLA 9 Discussion Post'],
    [113, 'mla9', 'reference-list', undefined, 'MLA 9 Reference List'],
    [114, 'mla9', 'annotated-bibliography', undefined, 'MLA 9 Annotated Bibliography'],
    [115, 'mla9', 'adopted', undefined, 'MLA 9 Adopted Paper'],
    [211, 'turabian9', 'research', undefined, 'Turabian 9 Research Paper'],
    [212, 'turabian9', 'discussion', undefined, 'Turabian 9 Discussion Post'],
    [213, 'turabian9', 'reference-list', undefined, 'Turabian 9 Reference List'],
    [214, 'turabian9', 'annotated-bibliography', undefined, 'Turabian 9 Annotated Bibliography'],
    [215, 'turabian9', 'adopted', undefined, 'Turabian 9 Adopted Paper'],
    [1, 'apa6', 'research', undefined, 'APA 6 Research Paper'],
    [2, 'apa6', 'discussion', undefined, 'APA 6 Discussion Post'],
    [101, 'mla8', 'research', undefined, 'MLA 8 Research Paper'],
    [102, 'mla8', 'discussion', undefined, 'MLA 8 Discussion Post'],
  ] as const)('id %i is the %s %s (%s) named "%s"', (id, format, kind, audience, name) => {
    expect(getPaperType(id)).toMatchObject({ id, format, kind, audience, name });
  });

  it.each([
    ['annotated bibliographies are document type 1', [15, 114, 214], DOCUMENT_TYPES.ANNOTATED_BIBLIOGRAPHY],
    ['discussion posts, legacy ones too, are document type 2', [13, 112, 212, 2, 102], DOCUMENT_TYPES.DISCUSSION_POST],
    ['reference lists are document type 3', [14, 113, 213], DOCUMENT_TYPES.REFERENCE_LIST],
    ['research papers and adopted papers are document type 4', [11, 12, 111, 211, 1, 101, 16, 115, 215], DOCUMENT_TYPES.RESEARCH_PAPER],
  ] as const)('%s', (_, ids, documentType) => {
    for (const id of ids) expect(getPaperType(id)?.documentType, String(id)).toBe(documentType);
  });

  it('counts an unknown or missing paper type as a research paper, as start-up does', () => {
    expect(documentTypeOf(999)).toBe(DOCUMENT_TYPES.RESEARCH_PAPER);
    expect(documentTypeOf(undefined)).toBe(DOCUMENT_TYPES.RESEARCH_PAPER);
    expect(documentTypeOf(14)).toBe(DOCUMENT_TYPES.REFERENCE_LIST);
  });

  it('answers undefined for an id the spec does not define', () => {
    expect(getPaperType(3)).toBeUndefined();
    expect(getPaperType(null)).toBeUndefined();
  });

  it('marks exactly APA 6 and MLA 8 types as legacy, laid out in APA 7 and MLA 9', () => {
    expect(paperTypes.filter((t) => t.legacy).map((t) => t.id)).toEqual(LEGACY_IDS);
    expect(layoutFormat(getPaperType(1)!)).toBe('apa7');
    expect(layoutFormat(getPaperType(102)!)).toBe('mla9');
    expect(layoutFormat(getPaperType(211)!)).toBe('turabian9');
  });

  it('never creates an adopted paper, nor a legacy discussion post that no creator makes', () => {
    expect(paperTypes.filter((t) => !t.creatable).map((t) => t.id)).toEqual([16, 115, 215, 2, 102]);
  });

  it('flags only the Turabian 9 research paper as beta', () => {
    expect(paperTypes.filter((t) => t.beta).map((t) => t.id)).toEqual([211]);
  });

  it.each([
    [11, 'apa-student'],
    [12, 'apa-professional'],
    [111, 'mla-header'],
    [211, 'turabian'],
    [1, 'apa-student'],
    [101, 'mla-header'],
    [13, 'heading'],
    [112, 'heading'],
    [212, 'heading'],
    [14, 'none'],
    [114, 'none'],
    [16, 'none'],
  ] as const)('paper type %i opens with the %s title section', (id, variant) => {
    expect(getPaperType(id)?.titlePage).toBe(variant);
  });

  it('allows abstract, contents and appendices in research papers only', () => {
    for (const type of paperTypes) {
      const research = type.kind === 'research';
      expect([type.allows.abstract, type.allows.tableOfContents, type.allows.appendices], String(type.id)).toEqual([research, research, research]);
    }
  });

  it('refuses figures and tables in annotated bibliographies and reference lists', () => {
    for (const id of [14, 15, 113, 114, 213, 214]) expect(getPaperType(id)?.allows).toMatchObject({ figures: false, tables: false });
    for (const id of [11, 12, 13, 111, 112, 211, 212, 1, 2]) expect(getPaperType(id)?.allows).toMatchObject({ figures: true, tables: true });
  });

  it('gives adopted papers none of the title page, abstract, appendix, contents, tables and figures', () => {
    for (const id of [16, 115, 215]) {
      expect(Object.values(getPaperType(id)!.allows).some(Boolean), String(id)).toBe(false);
    }
  });

  it.each([
    ['research', 'apa7', 'student', 11],
    ['research', 'apa7', 'professional', 12],
    ['research', 'apa7', undefined, 11],
    ['research', 'mla9', undefined, 111],
    ['research', 'mla9', 'professional', 111],
    ['annotated-bibliography', 'turabian9', undefined, 214],
    ['research', 'apa6', undefined, 1],
    ['discussion', 'mla8', undefined, 102],
    ['reference-list', 'apa6', undefined, undefined],
  ] as const)('the %s in %s (%s) is paper type %s', (kind, format, audience, id) => {
    expect(paperTypeIdFor(kind, format, audience)).toBe(id);
  });
});

const context: SideMenuContext = { displayFormat: 'apa7', environmentLive: true, isImpersonating: false, ios: false };
const item = (paperTypeID: number | undefined, id: SideMenuItemId, over: Partial<SideMenuContext> = {}) =>
  sideMenu(paperTypeID, { ...context, ...over }).find((entry) => entry.id === id)!;

describe('the side menu', () => {
  it('lists the entries in the spec order', () => {
    expect(sideMenu(11, context).map((entry) => entry.label)).toEqual([
      'Error Tests',
      'Developer Tools',
      'Getting Started',
      'Create New Paper',
      'Title Page',
      'Abstract',
      'Table of Contents',
      'Appendices',
      'References & Citations',
      'Research Notes',
      'Text & Headings',
      'Insert Figure',
      'Insert Table',
      'Advanced Editing',
      'Help',
      'Save to Ibid',
      "I'm Finished",
      'My Reference Library',
      'Settings',
    ]);
  });

  it('shows the developer entries only off the live environment or while impersonating', () => {
    expect(item(11, 'developer-tools').visible).toBe(false);
    expect(item(11, 'error-tests', { environmentLive: false }).visible).toBe(true);
    expect(item(11, 'developer-tools', { isImpersonating: true }).visible).toBe(true);
  });

  it('shows Getting Started and Help on iOS only', () => {
    expect([item(11, 'getting-started').visible, item(11, 'help').visible]).toEqual([false, false]);
    expect([item(11, 'getting-started', { ios: true }).visible, item(11, 'help', { ios: true }).visible]).toEqual([true, true]);
  });

  it.each([
    [11, 'Title Page'],
    [12, 'Title Page'],
    [1, 'Title Page'],
    [16, 'Title Page'],
    [13, 'Title'],
    [14, 'Title'],
    [111, 'Title'],
    [211, 'Title'],
    [2, 'Title'],
  ])('labels the title entry of paper type %i "%s"', (id, label) => {
    expect(item(id, 'title').label).toBe(label);
  });

  it.each([
    [11, true],
    [211, true],
    [16, true],
    [undefined, true],
    [13, false],
    [14, false],
    [15, false],
  ])('enables Abstract, Table of Contents and Appendices for paper type %s: %s', (id, enabled) => {
    for (const entry of ['abstract', 'table-of-contents', 'appendices'] as const) expect(item(id, entry).enabled, entry).toBe(enabled);
  });

  it.each([
    [11, true],
    [13, true],
    [14, false],
    [113, false],
    [15, false],
    [214, false],
  ])('enables Insert Figure and Insert Table for paper type %i: %s', (id, enabled) => {
    expect([item(id, 'insert-figure').enabled, item(id, 'insert-table').enabled]).toEqual([enabled, enabled]);
  });

  it('enables Advanced Editing only when the display format is APA 7', () => {
    expect(item(11, 'advanced-editing').enabled).toBe(true);
    expect(item(111, 'advanced-editing', { displayFormat: 'mla9' }).enabled).toBe(false);
    expect(item(211, 'advanced-editing', { displayFormat: 'turabian9' }).enabled).toBe(false);
  });

  it('opens My Reference Library in a dialog at 75% of height and width', () => {
    expect(item(11, 'reference-library').dialog).toEqual({ heightPercent: 75, widthPercent: 75 });
  });
});

describe('the adopted-paper gating of routes', () => {
  it.each(['PaperSectionsTitlePage', 'PaperSectionsAbstract', 'PaperSectionsAppendix', 'PaperSectionsToc', 'InsertTable', 'InsertFigure', 'ImFinished'])(
    'sends an adopted paper from %s to the coming-soon screen',
    (route) => {
      for (const id of [16, 115, 215]) expect(gatedRoute(id, route)).toBe(ADOPTED_PAPER_COMING_SOON.name);
    },
  );

  it('lets adopted papers use references, notes and the other screens', () => {
    expect(gatedRoute(16, 'ReferencesCitations')).toBe('ReferencesCitations');
    expect(gatedRoute(16, 'ResearchNotes')).toBe('ResearchNotes');
  });

  it('lets every other paper type through', () => {
    expect(gatedRoute(11, 'PaperSectionsAbstract')).toBe('PaperSectionsAbstract');
    expect(gatedRoute(undefined, 'ImFinished')).toBe('ImFinished');
  });

  it('names the coming-soon route as the route table does', () => {
    expect(ADOPTED_PAPER_COMING_SOON.path).toBe('/adopted-paper-feature-coming-soon');
  });
});

describe('the paper creators', () => {
  it.each([
    ['research', 'apa7', '/create-research-paper/apa-7'],
    ['discussion', 'mla9', '/create-discussion-post/mla-9'],
    ['reference-list', 'turabian9', '/create-reference-list/turabian-9'],
    ['annotated-bibliography', 'apa7', '/create-annotated-bibliography/apa-7'],
    ['apa6-research', 'apa6', '/create-apa6-research-paper'],
    ['mla8-research', 'mla8', '/create-mla8-research-paper'],
    ['beta-turabian9-research', 'turabian9', '/create-beta-turabian-9'],
  ] as const)('the %s creator in %s lives at %s', (id, format, path) => {
    expect(creatorPath(getPaperCreator(id), format)).toBe(path);
  });

  it('reads every paperFormatUrl of the spec back to its format', () => {
    expect(['apa-7', 'apa-6', 'mla-9', 'mla-8', 'turabian-9'].map(formatFromPaperFormatUrl)).toEqual(['apa7', 'apa6', 'mla9', 'mla8', 'turabian9']);
    expect(formatFromPaperFormatUrl('apa-8')).toBeUndefined();
  });

  it('offers APA 7, MLA 9 and Turabian 9 in the four drawers, and one legacy or beta format in the others', () => {
    for (const id of ['research', 'discussion', 'reference-list', 'annotated-bibliography'] as const) {
      expect(getPaperCreator(id).formats).toEqual(['apa7', 'mla9', 'turabian9']);
    }
    expect(getPaperCreator('apa6-research').formats).toEqual(['apa6']);
    expect(getPaperCreator('mla8-research').formats).toEqual(['mla8']);
    expect(getPaperCreator('beta-turabian9-research').formats).toEqual(['turabian9']);
  });

  it.each([
    ['research', 'apa7', 'student', 11],
    ['research', 'apa7', 'professional', 12],
    ['research', 'mla9', undefined, 111],
    ['research', 'turabian9', undefined, 211],
    ['discussion', 'apa7', undefined, 13],
    ['discussion', 'turabian9', undefined, 212],
    ['reference-list', 'mla9', undefined, 113],
    ['annotated-bibliography', 'turabian9', undefined, 214],
    ['apa6-research', 'apa6', undefined, 1],
    ['mla8-research', 'mla8', undefined, 101],
    ['beta-turabian9-research', 'turabian9', undefined, 211],
    ['discussion', 'apa6', undefined, undefined],
  ] as const)('the %s creator in %s (%s) makes paper type %s', (id, format, audience, paperTypeID) => {
    expect(createdPaperTypeId(getPaperCreator(id), format, audience)).toBe(paperTypeID);
  });

  it('names the formats, Turabian as the footnotes style, with their paperFormatUrl', () => {
    expect(creationFormatOptions(getPaperCreator('discussion'), { wordOnline: false })).toEqual([
      { format: 'apa7', paperFormatUrl: 'apa-7', label: 'APA 7', disabled: false },
      { format: 'mla9', paperFormatUrl: 'mla-9', label: 'MLA 9', disabled: false },
      { format: 'turabian9', paperFormatUrl: 'turabian-9', label: 'Turabian 9 (Footnotes)', disabled: false },
    ]);
  });

  it('disables MLA 9 and Turabian 9 in Word Online as coming soon', () => {
    expect(creationFormatOptions(getPaperCreator('research'), { wordOnline: true }).map((o) => [o.label, o.disabled])).toEqual([
      ['APA 7', false],
      ['MLA 9 - Coming soon', true],
      ['Turabian 9 (Footnotes) - Coming Soon', true],
    ]);
    expect(creationFormatOptions(getPaperCreator('apa6-research'), { wordOnline: true })).toMatchObject([{ label: 'APA 6', disabled: false }]);
  });

  it('only the research drawer has the Student and Professional tabs', () => {
    expect(paperCreators.filter((c) => c.tabs.length > 0).map((c) => c.id)).toEqual(['research']);
    expect(getPaperCreator('research').tabs).toEqual(['student', 'professional']);
  });

  it('waits 3 seconds before the success screen for annotated bibliographies, reference lists and legacy creators only', () => {
    const waiting = paperCreators.filter((c) => c.successDelayMs === CREATION_SUCCESS_DELAY_MS).map((c) => c.id);
    expect(waiting).toEqual(['reference-list', 'annotated-bibliography', 'apa6-research', 'mla8-research']);
    expect(CREATION_SUCCESS_DELAY_MS).toBe(3000);
    expect(paperCreators.filter((c) => c.successDelayMs === 0).map((c) => c.id)).toEqual(['research', 'discussion', 'beta-turabian9-research']);
  });

  it('titles the failure toast for the discussion post and for every other paper', () => {
    expect(getPaperCreator('discussion').failure).toEqual({
      title: 'Problem creating the discussion post',
      body: 'Something went wrong when we tried to make your discussion post. Please try again. If you still have problems, contact our Customer Support Team',
    });
    for (const creator of paperCreators.filter((c) => c.id !== 'discussion')) {
      expect(creator.failure.title).toBe('Problem creating a paper');
      expect(creator.failure.body).toMatch(/^Something went wrong when we tried to make your paper\. Please try again\./);
    }
  });

  it('marks the APA 6 and MLA 8 creators as legacy, the ones that show the notice', () => {
    expect(paperCreators.filter((c) => c.legacy).map((c) => c.id)).toEqual(['apa6-research', 'mla8-research']);
  });

  it("gives the spec's legacy notice until June 30, 2024, and says support ended after it", () => {
    expect(legacyCreationNotice(new Date(2024, 5, 30, 23, 59))).toBe('APA 6 and MLA 8 are no longer the standard. They can be created through Other until June 30, 2024, after which support for them ends.');
    expect(legacyCreationNotice(new Date(2024, 6, 1))).toMatch(/^APA 6 and MLA 8 are no longer the standard, and support for them ended on June 30, 2024: .*APA 7 and MLA 9\.$/);
  });

  it('makes every creatable paper type through some creator, and no other', () => {
    const made = new Set(
      paperCreators.flatMap((c) => c.formats.flatMap((f) => (c.tabs.length ? c.tabs : [undefined]).map((tab) => createdPaperTypeId(c, f, tab)))),
    );
    expect([...made].sort((a, b) => a! - b!)).toEqual(paperTypes.filter((t) => t.creatable).map((t) => t.id).sort((a, b) => a - b));
  });
});

describe('the creation form fields', () => {
  it.each([
    [11, ['Title', 'Author', 'Institution', 'Teacher', 'Course', 'DueDate']],
    [12, ['Title', 'RunningHead', 'Author', 'Institution', 'Teacher', 'Course', 'IsAuthorNote']],
    [111, ['Title', 'Author', 'Teacher', 'Course', 'DueDate']],
    [211, ['Title', 'Author', 'Institution', 'Teacher', 'Course', 'DueDate']],
    [1, ['Title', 'Author', 'Institution', 'Teacher', 'Course', 'DueDate']],
    [101, ['Title', 'Author', 'Teacher', 'Course', 'DueDate']],
    [13, ['Title', 'Course']],
    [114, ['Title', 'Course']],
    [213, ['Title', 'Course']],
    [16, ['Title']],
  ] as const)('paper type %i shows %j', (id, fields) => {
    expect(paperFormFields(id)).toEqual(fields);
  });

  it('asks for a running head only on the APA 7 professional paper', () => {
    expect(paperTypes.filter((t) => paperFormFields(t.id).includes('RunningHead')).map((t) => t.id)).toEqual([12]);
  });

  it('never asks an MLA paper for its institution', () => {
    for (const type of paperTypes.filter((t) => t.format.startsWith('mla'))) expect(paperFormFields(type.id)).not.toContain('Institution');
  });

  it('labels the title "Document Title" for bibliographies and reference lists', () => {
    expect([14, 15, 113, 214].map(titleFieldLabel)).toEqual(['Document Title', 'Document Title', 'Document Title', 'Document Title']);
    expect(titleFieldLabel(11)).toBe('Title');
  });

  it('starts a reference list titled Works Cited in MLA 9 and References otherwise', () => {
    expect([14, 113, 213].map(defaultDocumentTitle)).toEqual(['References', 'Works Cited', 'References']);
    expect(defaultDocumentTitle(11)).toBe('');
    expect(defaultDocumentTitle(15)).toBe('');
  });
});
