/** Which environment the app runs in (word-addin §9: chosen by the page's origin) and what that unlocks. */
import { environmentForHost, type Environment } from '@ibid/engine';
import type { Customer } from '../api/types';

export function currentEnvironment(): Environment {
  return environmentForHost(window.location.hostname);
}

/** Import from .bib and the raw JSON box show off the live site or while a customer is impersonated (reference-library §6). */
export function showsDeveloperTools(customer: Customer | undefined): boolean {
  return currentEnvironment() !== 'live' || Boolean(customer?.isImpersonating);
}
