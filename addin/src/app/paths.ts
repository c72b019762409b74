/**
 * The app's shared paths, named as in the spec's route tables (word-addin §2.1, reference-library §2): those more
 * than one area (or the extension) opens. An area's own paths live beside its routes (screens/<area>/paths.ts).
 */

export const PATHS = {
  Login: '/login',
  Error: '/error/:errorType',
  Settings: '/settings',
  SettingsUpdateConfirmation: '/settings-update-confirmation',
  SubscriptionExpired: '/expired-subscription',
  MyReferenceLibrary: '/my-reference-library',
  MyPapers: '/papers',
  DocumentCreateLanding: '/document-create-landing',
  DocumentCreateSuccess: '/document-create-success',
  CreateOther: '/create-other',
  /** The browser editor: the paper beside the task pane. */
  Paper: '/paper/:paperGUID',
} as const;

/** The signed-out screens' paths: the extension's popup links to password reset and the free trial. */
export { AUTH_PATHS } from '../screens/auth/paths';

/**
 * Old paths of the creation area (purchase-and-paper-creation §2) and where they go now. The creators' own paths
 * are the engine's (`paperCreators`).
 */
export const OLD_CREATION_PATHS = {
  '/convert-document': PATHS.CreateOther,
  '/create-v2-other': PATHS.CreateOther,
} as const;

/** Children of /my-reference-library that other areas open: create, conversion and a reference's tabs. */
export const LIBRARY_PATHS = {
  CreateStep1: 'create-genesis-reference-1/:openReferenceTab',
  ConvertReference: 'convert-reference/:referenceId',
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
