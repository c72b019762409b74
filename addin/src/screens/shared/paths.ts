/** The shared references page's path (reference-library §2). */
export const SHARED_PATHS = {
  SharedReferencesReceived: '/shared-references-received',
} as const;
