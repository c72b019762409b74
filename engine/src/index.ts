/**
 * `@ibid/engine`: the reference model, the type catalogue, identifiers, CSL mapping and the spec's rules.
 * Import and export live in `@ibid/engine/import`, page metadata in `/metadata`, cart rules in `/commerce`,
 * form validation in `/validation` and paper rules in `/paper`.
 *
 * The public names are listed one by one (DESIGN.md "The engine's contract": add to them, never rename or drop
 * one), values and types apart, so a module's helpers stay its own and what the package offers is read here.
 */
export { EngineFailure, fail, ok, unwrap } from './result.js';
export type { EngineError, Result } from './result.js';
export {
  CURRENT_FORMATS, currentFormatFromVersionId, FORMAT_IDS, FORMAT_LABELS, FORMAT_VERSION_IDS, formatFromVersionId,
  isCurrentFormat, isFormatId, LEGACY_FORMAT_VERSION_IDS, LEGACY_SUCCESSOR, legacyFormatVersion,
} from './formats.js';
export type { CurrentFormatId, FormatId, FormatVersionId, LegacyFormatVersionId } from './formats.js';
export { isPlatformId, PLATFORMS } from './platforms.js';
export type { PlatformId } from './platforms.js';
export { FEATURE_NOTICE_IDS, isFeatureNoticeId, WORD_ONLINE_FORMAT_NOTICES } from './feature-notices.js';
export type { FeatureNoticeId } from './feature-notices.js';

export { authorPosition, CONTRIBUTOR_ROLES, contributorsWithRole, displayName } from './model/contributor.js';
export type { Contributor, ContributorRole, GroupContributor, PersonContributor } from './model/contributor.js';
export {
  compareDatePoints, DATE_STATUSES, daysInMonth, MONTH_NAMES, NON_ENGLISH_MONTHS, parsePartialDate,
  partialDateProblems, SEASONS, toIsoDate,
} from './model/partial-date.js';
export type { DatePoint, DateStatus, PartialDate, Season } from './model/partial-date.js';
export { formatPages, isPageSpan, parsePages } from './model/page-range.js';
export type { PageRange, Pages } from './model/page-range.js';
export { parsePublisherPlace, publisherNeedsPlace, publisherPlace } from './model/publisher.js';
export type { Publisher } from './model/publisher.js';
export { dropEmptyFields } from './model/reference-data.js';
export type { ReferenceData } from './model/reference-data.js';
export { isLegacyReference, newReferenceUniqueId } from './model/reference.js';
export type { FormattedValues, LegacyReference, Reference, ReferenceCitation } from './model/reference.js';
export {
  decodeActSceneLine, decodeBookChapterVerse, decodeTime, encodeActSceneLine, encodeBookChapterVerse,
  encodeOther, encodeTime, isLocationType, LOCATION_LABELS, LOCATION_TYPE_CODES, LOCATION_TYPE_DEFINITIONS,
  LOCATION_TYPES, TIME_PART_DEFAULT, validateLocation,
} from './model/location.js';
export type {
  ActSceneLine, BookChapterVerse, CitationLocation, LocationErrorCode, LocationType, LocationTypeDefinition,
  LocationTypeName, TimeStamp,
} from './model/location.js';
export {
  encodeLocation, isBlankLocation, LOCATION_INPUTS, locationFields, locationHint,
} from './model/location-fields.js';
export type { LocationFieldName, LocationFields, LocationInput } from './model/location-fields.js';
export type { BibliographyEntry, CitationItem, Formatted } from './model/citation-item.js';
export { FIELD_KINDS, FIELD_NAMES, FIELDS, isFieldName } from './model/fields.js';
export type { FieldDefinition, FieldKind, FieldName } from './model/fields.js';

// The model's zod schemas, for what reads references from outside (api, imports): formatting loads none.
export { contributorRoleSchema, contributorSchema } from './model/contributor-schema.js';
export { partialDateSchema } from './model/partial-date-schema.js';
export { pageRangeSchema, pagesSchema } from './model/page-range-schema.js';
export { publisherSchema } from './model/publisher-schema.js';
export { referenceDataSchema } from './model/reference-data-schema.js';
export type { ReferenceDataInput } from './model/reference-data-schema.js';
export {
  formattedValuesSchema, legacyReferenceSchema, referenceCitationSchema, referenceSchema, storedReferenceSchema,
} from './model/reference-schema.js';
export type { ReferenceInput } from './model/reference-schema.js';
export { citationLocationSchema } from './model/location-schema.js';

export { ALL_AVAILABLE, AVAILABILITIES, defineType, TYPE_CATEGORIES } from './catalogue/reference-type.js';
export type {
  Availability, CslTypeMapping, FieldSpec, ReferenceType, TypeCategory, TypeField, TypeNotice, TypeSpec,
} from './catalogue/reference-type.js';
export { referenceTypes } from './catalogue/reference-types.js';
export { TYPE_NOTICES } from './catalogue/type-notices.js';
export type { TypeNoticeKey } from './catalogue/type-notices.js';
export {
  commonReferenceTypes, getReferenceType, getReferenceTypeBySlug, referenceTypesByCategory,
} from './catalogue/lookup.js';
export type { UnknownTypeCode } from './catalogue/lookup.js';
export { INTERVIEW_TYPE_ID, isPersonalInterview, MISC_TYPE_ID, WEBPAGE_TYPE_ID } from './catalogue/type-ids.js';
export type { ReferenceTypeNode } from './catalogue/type-tree-node.js';
export { referenceTypeCategory } from './catalogue/type-categories.js';

export {
  doiKey, doiUrl, findDoi, findIsbns, isbnKey, parseArxivId, parseDoi, parseIsbn, parseIssn, parsePmcid, parsePmid,
  parseWebUrl, toIsbn10, toIsbn13, urlKey,
} from './identifiers/index.js';
export type { IsbnError } from './identifiers/index.js';

export type { CslItem, CslName, CslDate } from './csl/csl-item.js';
export { fromCsl, cslToReference } from './csl/from-csl.js';
export { toCsl } from './csl/to-csl.js';
export { inferTypeId } from './csl/csl-types.js';
export { hasImportedTitleCase, importedTitles, titleAsImported, titlesChecked, withSentenceCaseTitles } from './csl/imported-titles.js';

export { cleanTypeSearchTerm, searchReferenceTypes } from './rules/type-search.js';
export { referenceTypeTree } from './rules/type-tree.js';
export type { TypeTreeRequest, TypeTreeTab } from './rules/type-tree.js';
export { environmentForHost, ENVIRONMENTS, isAvailableIn, typesAvailableIn } from './rules/availability.js';
export type { Environment } from './rules/availability.js';
export { libraryRowMode } from './rules/row-mode.js';
export type { RowModeResult } from './rules/row-mode.js';
export { ROW_MODE_LABELS, ROW_MODES } from './rules/row-mode-labels.js';
export type { RowMode } from './rules/row-mode-labels.js';
export {
  DUPLICATE_TYPE_LABELS, duplicateGroups, duplicateKeys, fillFromMerged, findDuplicates,
} from './rules/duplicates.js';
export type { DuplicateMatch, FilledContent, MergeContent } from './rules/duplicates.js';
export { cleanTags, parseTags, TAG_SEPARATOR } from './rules/tags.js';
export { matchesLibrarySearch, parseLibrarySearch } from './rules/library-search.js';
export type { LibrarySearch } from './rules/library-search.js';
export {
  EMPTY, OPTIONAL_FIELDS, optionalFieldsForCreate, optionalFieldsForUpdate, optionalOnCreate, optionalOnUpdate,
  readOptionalUpdate,
} from './rules/optional-fields.js';
export type { OptionalField, OptionalFields } from './rules/optional-fields.js';
export { addRecentType, RECENT_TYPES_LIMIT } from './rules/recent-types.js';
export {
  CURLY_QUOTES, DEFAULT_LINK_SCHEME, isValidSlashSeparated, normalizeLink, replaceCurlyQuotes,
} from './rules/text.js';
export {
  classifyLookupTerm, GENERIC_LOOKUP_WORDS, genericLookupWarning, LOOKUP_MESSAGE_OTHER, LOOKUP_MESSAGE_TYPES,
  LOOKUP_MESSAGES, LOOKUP_NO_RESULTS, LOOKUP_TERM_MESSAGE_TYPES, lookupMessage, routeLookup,
} from './rules/lookup-routing.js';
export type {
  GenericLookupWord, LookupMessageTypeId, LookupRoute, LookupSearchTerm, LookupTermKind,
} from './rules/lookup-routing.js';
export {
  canSubmitCitation, CITATION_PART_LABELS, CITATION_PARTS, citationLocationOptions, citationLocationWarning,
  citationPartsRules, effectiveCitationParts,
} from './rules/citation-locations.js';
export type { CitationPart, CitationPartsRules, LocationOptionData, TickedParts } from './rules/citation-locations.js';
export {
  CITATION_MAX, citationForReference, editableNoteText, EMPTY_NOTE, innerCitationData, RESEARCH_NOTE_MAX,
  RESEARCH_NOTE_SORTS, searchResearchNotes, sortResearchNotes, storedCitationText, storedNoteText,
} from './rules/research-notes.js';
export type { ResearchNoteSort, SortableResearchNote } from './rules/research-notes.js';
export {
  canCreateReference, cleanReferenceData, fieldMessage, isRequiredIn, missingRequiredFields, noticesFor,
  previewReference, validFields,
} from './rules/reference-form.js';
export type { ReferenceDataValues } from './rules/reference-form.js';

export { SUPPORT_EMAIL, supportMailto } from './support.js';

export { formatReference, formatBibliography, formatCitation, type CitationOptions } from './format/index.js';
export { toSentenceCase } from './format/sentence-case.js';
export { sortKey } from './text/sort-key.js';
export { plainText } from './text/markup.js';
export { toTitleCase } from './format/title-case.js';
