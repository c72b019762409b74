/** Passwords: argon2id hashes (the library's defaults follow OWASP's recommendation), never stored or logged. */
import { hash, verify } from '@node-rs/argon2';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verified against when the account does not exist, so an unknown address costs the same time as a wrong password.
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hash('decoy password that matches nothing'));
