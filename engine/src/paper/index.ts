/**
 * `@ibid/engine/paper`: the paper document model (DESIGN.md "Papers"), the paper types, the layout of a paper's
 * citations and reference list, and its .docx; plus the title-page rules (running head, reference-list title).
 */
export * from './running-head.js';
export * from './reference-list-title.js';
export * from './schema.js';
export * from './layout-types.js';
export * from './paper-types.js';
export * from './paper-navigation.js';
export * from './paper-creators.js';
export * from './paper-creation-payload.js';
export * from './paper-title-fields.js';
export * from './new-paper-document.js';
export * from './citation-data.js';
export * from './docx/index.js';
export * from './paper-checks.js';
export * from './layout-paper.js';
export * from './note-punctuation.js';
export * from './classes.js';
export * from './abstract-guidance.js';
export * from './figure-input.js';
export * from './text-styles.js';
export * from './title-page-drawer.js';
export * from './format-switch.js';
export * from './paper-title-page.js';
export * from './section-pages.js';
export * from './open-reference.js';
export * from './title-page-lines.js';
export * from './merge-paper.js';
export * from './citation-data-write.js';
export * from './paper-list.js';
export * from './docx-read/index.js';
