/** Which types an environment offers (reference-library §4): live only available, test adds test, dev adds dev. */
import type { Availability, ReferenceType } from '../catalogue/reference-type.js';
import type { CurrentFormatId } from '../formats.js';

export const ENVIRONMENTS = ['live', 'test', 'dev'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const SHOWN_IN: Record<Environment, readonly Availability[]> = {
  live: ['available'],
  test: ['test', 'available'],
  dev: ['dev', 'test', 'available'],
};

export function isAvailableIn(availability: Availability, environment: Environment): boolean {
  return SHOWN_IN[environment].includes(availability);
}

/** The types a user may create in a format and environment. */
export function typesAvailableIn(types: readonly ReferenceType[], format: CurrentFormatId, environment: Environment): ReferenceType[] {
  return types.filter((t) => isAvailableIn(t.formats[format], environment));
}

/**
 * The environment a page runs in, chosen by its origin (word-addin §9): localhost and *.local are dev,
 * hosts starting with test. or staging. are test, everything else is live.
 */
export function environmentForHost(hostname: string): Environment {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '127.0.0.1' || host === '::1' || host.endsWith('.local')) return 'dev';
  if (/^(test|staging|qa)[.-]/.test(host)) return 'test';
  return 'live';
}
