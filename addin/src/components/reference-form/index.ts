/** The reference form and its companions, shared by creation, lookup review, .bib import, conversion and editing. */
export { ReferenceForm, type ReferenceFormProps } from './reference-form';
export { ReferencePreview, formatPreview, type ReferencePreviewProps } from './reference-preview';
export { ReferenceFormatSwitch, type ReferenceFormatSwitchProps } from './format-switch';
export { ConfirmFields, type ConfirmFieldsProps, type ConfirmValues } from './confirm-fields';
export { ReferenceJsonBox } from './json-box';
export { canCreateReference, cleanReferenceData, fieldMessage, previewReference, noticesFor, type ReferenceDataValues } from '@ibid/engine';
export { FIELD_DEBOUNCE_MS } from './synced-text';
