/** The create wizard's steps after the type: children of /my-reference-library (step 1 is the app's: other areas open it). */
export const CREATE_PATHS = {
  CreateStep2: 'create-genesis-reference-2/:openReferenceTab/:referenceTypeSlug',
  CreateStep3: 'create-genesis-reference-3/:openReferenceTab/:referenceTypeSlug',
} as const;
