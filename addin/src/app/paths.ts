/** The app's paths, named as in the spec's route tables (word-addin §2.1, reference-library §2). */

export const PATHS = {
  Login: '/login',
  ForgotPassword: '/forgot-password',
  FreeTrialStart: '/free-trial-start',
  FreeTrialVerify: '/free-trial-verify/:verifyId',
  FreeTrialAlternateEmail: '/free-trial-alternate-email',
  Error: '/error/:errorType',
  Redirect: '/redirect',
  Settings: '/settings',
  SettingsUpdateConfirmation: '/settings-update-confirmation',
  SubscriptionExpired: '/expired-subscription',
  MyReferenceLibrary: '/my-reference-library',
  SharedReferencesReceived: '/shared-references-received',
  ReferencesCitations: '/references-citations',
  ReferenceAddFromLibrary: '/reference-add-from-library',
  MyPapers: '/papers',
  DocumentCreateLanding: '/document-create-landing',
  DocumentCreateSuccess: '/document-create-success',
  CreateOther: '/create-other',
  /** The browser editor: the paper beside the task pane. */
  Paper: '/paper/:paperGUID',
} as const;

/**
 * Old paths of the creation area (purchase-and-paper-creation §2) and where they go now. The creators' own paths
 * are the engine's (`paperCreators`).
 */
export const OLD_CREATION_PATHS = {
  '/convert-document': PATHS.CreateOther,
  '/create-v2-other': PATHS.CreateOther,
} as const;

/** Children of /my-reference-library: the dialog's create, import, conversion and reference screens. */
export const LIBRARY_PATHS = {
  CreateStep1: 'create-genesis-reference-1/:openReferenceTab',
  CreateStep2: 'create-genesis-reference-2/:openReferenceTab/:referenceTypeSlug',
  CreateStep3: 'create-genesis-reference-3/:openReferenceTab/:referenceTypeSlug',
  CreateStep2ThirdParty: 'create-genesis-reference-2-3plu',
  CreateStep3ThirdParty: 'create-genesis-reference-3-3plu',
  CreateStep4ThirdParty: 'create-genesis-reference-4-3plu',
  ImportFromBibStep1: 'import-from-bib-step-1',
  ImportFromBibStep2Matched: 'import-from-bib-step-2-matched',
  ImportFromBibStep2SelectType: 'import-from-bib-step-2-select-type',
  ImportFromBibStep3Final: 'import-from-bib-step-3-final',
  ConvertReference: 'convert-reference/:referenceId',
  ConvertReference2: 'convert-reference-2/:referenceId',
  ReferenceEdit: 'reference-edit/:referenceUid/:tab',
} as const;

export const REFERENCE_TABS = ['citations', 'research-notes', 'details'] as const;
export type ReferenceTab = (typeof REFERENCE_TABS)[number];
export const TYPE_TABS = ['common', 'all', 'recent'] as const;
export type TypeTab = (typeof TYPE_TABS)[number];

/** A path with its parameters filled in, e.g. `fillPath(PATHS.Error, { errorType: '401' })`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A path inside the library dialog. */
export function libraryPath(child: string, params: Record<string, string | number> = {}): string {
  return `${PATHS.MyReferenceLibrary}/${fillPath(child, params)}`;
}
