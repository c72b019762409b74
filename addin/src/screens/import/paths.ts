/** The lookup, .bib import and conversion steps: children of /my-reference-library (the conversion's first step is the app's). */
export const IMPORT_PATHS = {
  CreateStep2ThirdParty: 'create-genesis-reference-2-3plu',
  CreateStep3ThirdParty: 'create-genesis-reference-3-3plu',
  CreateStep4ThirdParty: 'create-genesis-reference-4-3plu',
  ImportFromBibStep1: 'import-from-bib-step-1',
  ImportFromBibStep2Matched: 'import-from-bib-step-2-matched',
  ImportFromBibStep2SelectType: 'import-from-bib-step-2-select-type',
  ImportFromBibStep3Final: 'import-from-bib-step-3-final',
  ConvertReference2: 'convert-reference-2/:referenceId',
} as const;
