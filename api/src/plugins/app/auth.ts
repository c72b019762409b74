/**
 * Bearer-token authentication for /v3, /v4 and /connect/logout: every route needs a live token unless its
 * config says `public: true` (the spec's no-auth calls). The customer id is on `request.auth`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../errors.js';
import { assertHasAccess } from '../../services/access.js';
import { customerIdForToken } from '../../services/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: { customerId: number; tokenId: number; clientId: string };
  }
  interface FastifyContextConfig {
    public?: boolean;
    /** The call changes or costs something: an expired trial or subscription gets 403 `subscription-expired`. */
    needsAccess?: boolean;
  }
}

const PROTECTED = /^\/(v3|v4)\/|^\/connect\/logout/i;

/** The signed-in customer of a no-auth call that also serves signed-in customers (a purchase): none without a token. */
export async function optionalCustomerId(app: FastifyInstance, request: FastifyRequest): Promise<number | undefined> {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const found = match ? await customerIdForToken(app.db, match[1]!, app.now()) : undefined;
  // A token that no longer works is a session that ended, not a new customer.
  if (!found) throw unauthorized('Your session has ended. Log in again.');
  return found.customerId;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as FastifyRequest['auth']);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public || !PROTECTED.test(request.url)) return;
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const found = await customerIdForToken(app.db, match[1]!, app.now());
    if (!found) throw unauthorized('Your session has ended. Log in again.');
    request.auth = found;
    if (request.routeOptions.config.needsAccess) await assertHasAccess(app.db, found.customerId, app.now());
  });
}

/** Calls that name a customer id may only name the signed-in customer. */
export function assertOwnCustomer(request: FastifyRequest, customerId: number): void {
  if (customerId !== request.auth.customerId) throw forbidden('forbidden', 'You can only see and change your own account.');
}
