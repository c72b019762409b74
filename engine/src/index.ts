/**
 * `@ibid/engine`: the reference model, the type catalogue, identifiers, CSL mapping and the spec's rules.
 * Import and export live in `@ibid/engine/import`, page metadata in `/metadata`, cart rules in `/commerce`,
 * form validation in `/validation` and paper rules in `/paper`.
 */
export * from './result.js';
export * from './formats.js';
export * from './platforms.js';
export * from './feature-notices.js';

export * from './model/contributor.js';
export * from './model/partial-date.js';
export * from './model/page-range.js';
export * from './model/publisher.js';
export * from './model/reference-data.js';
export * from './model/reference.js';
export * from './model/location.js';
export * from './model/location-fields.js';
export * from './model/citation-item.js';
export * from './model/contributor-schema.js';
export * from './model/partial-date-schema.js';
export * from './model/page-range-schema.js';
export * from './model/publisher-schema.js';
export * from './model/reference-data-schema.js';
export * from './model/reference-schema.js';
export * from './model/location-schema.js';

export * from './model/fields.js';
export * from './catalogue/reference-type.js';
export * from './catalogue/reference-types.js';
export * from './catalogue/type-notices.js';
export * from './catalogue/lookup.js';
export * from './catalogue/type-ids.js';
export * from './rules/type-tree.js';
export * from './catalogue/type-tree-node.js';
export * from './catalogue/type-categories.js';

export * from './identifiers/index.js';

export type { CslItem, CslName, CslDate } from './csl/csl-item.js';
export { fromCsl, cslToReference } from './csl/from-csl.js';
export { toCsl } from './csl/to-csl.js';
export { inferTypeId } from './csl/csl-types.js';

export * from './rules/type-search.js';
export * from './rules/availability.js';
export * from './rules/row-mode.js';
export * from './rules/row-mode-labels.js';
export * from './rules/duplicates.js';
export * from './rules/tags.js';
export * from './rules/library-search.js';
export * from './rules/optional-fields.js';
export * from './rules/recent-types.js';
export * from './rules/text.js';
export * from './rules/lookup-routing.js';
export * from './rules/citation-locations.js';
export * from './rules/research-notes.js';
export * from './rules/reference-form.js';
export * from './support.js';

export { formatReference, formatBibliography, formatCitation, type CitationOptions } from './format/index.js';
export { toSentenceCase } from './format/sentence-case.js';
export { toTitleCase } from './format/title-case.js';
