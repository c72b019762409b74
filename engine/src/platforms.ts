/** The spec's Platform enumeration (word-addin §3): where a customer uses Ibid from. */
export const PLATFORMS = { PCOM: 0, ADD_IN: 6, ONLINE: 7, CHROME_EXT: 8 } as const;
export type PlatformId = (typeof PLATFORMS)[keyof typeof PLATFORMS];

export function isPlatformId(value: unknown): value is PlatformId {
  return typeof value === 'number' && (Object.values(PLATFORMS) as number[]).includes(value);
}
