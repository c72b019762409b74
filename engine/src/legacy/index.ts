/** The legacy (APA 6 / MLA 8) engine's types and rules, and the update of its references to new-style ones. */
export { LEGACY_RULES, isLegacyRuleName, type LegacyRule, type LegacyRuleKind, type LegacyRuleName } from '../catalogue/legacy-rules.js';
export { legacyTypeTree, getLegacyReferenceType, legacyReferenceTypes, type LegacyReferenceType, type LegacyRuleUse } from '../catalogue/legacy-types.js';
export {
  parseLegacyReferenceData,
  checkRuleValues,
  legacyValueText,
  legacyReferenceDataSchema,
  legacyNameSchema,
  type LegacyName,
  type LegacyReferenceData,
  type LegacyDataCode,
  type LegacyRuleValuesCode,
} from './legacy-data.js';
export { defaultLegacyName, legacyValue } from './legacy-value.js';
export { convertLegacyReference, legacyConversionProblemTitle, type LegacyConversion, type LegacyConversionCode } from './convert-legacy.js';
