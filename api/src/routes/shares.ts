/**
 * Sharing references (reference-library §2, §4, §5, §7; word-addin §2.13): share with e-mail addresses, read the
 * shared references waiting for me, accept (copy them into my library) or decline them.
 */
import { SHARE_STATUS } from '@ibid/engine/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sharedReferencesMail } from '../mail/messages.js';
import { authErrors, errorSchema } from '../schemas/common.js';
import { pendingSharesSchema, shareBody, shareDecisionSchema, shareRequestIdQuery, shareResultSchema } from '../schemas/shares.js';
import { sendJsonText } from '../services/json-answer.js';
import { acceptShare, assertMayShare, createShareRequests, declineShare, pendingSharesJson, shareParty, shareRecipients, sharedReferenceIds } from '../services/shares.js';

const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/v4/GenesisReference/Share', {
    config: { needsAccess: true },
    schema: {
      summary: 'Share references with e-mail addresses; each address gets a request (waiting for it if it has no account yet) and an e-mail',
      tags: ['sharing'],
      body: shareBody,
      response: { 200: shareResultSchema, ...authErrors, 404: errorSchema },
    },
    handler: async (request) => {
      const now = app.now();
      const sender = await shareParty(app.db, request.auth.customerId);
      assertMayShare(sender);
      const { message, includeNotes, emails, referenceIDs } = request.body;
      const recipients = shareRecipients(emails, sender);
      const referenceIds = await sharedReferenceIds(app.db, sender.id, referenceIDs);
      await createShareRequests(app.db, sender, { message, includeNotes, recipients, referenceIds }, now);
      const link = `${app.config.publicUrl}/shared-references-received`;
      for (const to of recipients) {
        // The request is stored: a mail that cannot even be queued only costs the recipient the notice, never the share.
        await app.mailer.send(sharedReferencesMail(to, sender.firstName, referenceIds.length, message, link)).catch((err: unknown) => request.log.warn({ err }, 'share e-mail not sent'));
      }
      return { shared: referenceIds.length };
    },
  });

  app.get('/v4/GenesisReference/Share', {
    schema: { summary: 'Shared references waiting for me, oldest request first', tags: ['sharing'], response: { 200: pendingSharesSchema, 401: errorSchema } },
    handler: async (request, reply) => sendJsonText(reply, await pendingSharesJson(app.db, await shareParty(app.db, request.auth.customerId))),
  });

  const decided = { 200: shareDecisionSchema, ...authErrors, 404: errorSchema, 409: errorSchema };

  app.put('/v4/GenesisReference/Share/Accept', {
    config: { needsAccess: true },
    schema: { summary: 'Copy the shared references (with their research notes) into my library', tags: ['sharing'], querystring: shareRequestIdQuery, response: decided },
    handler: async (request) => {
      const now = app.now();
      const recipient = await shareParty(app.db, request.auth.customerId);
      const referenceIDs = await acceptShare(app.db, recipient, request.query.shareRequestID, now);
      return { genesisReferenceShareRequestID: request.query.shareRequestID, status: SHARE_STATUS.ACCEPTED, referenceIDs };
    },
  });

  app.put('/v4/GenesisReference/Share/Decline', {
    schema: {
      summary: 'Decline shared references: nothing is copied',
      description: 'Works for an expired account too: declining changes nothing in the library.',
      tags: ['sharing'],
      querystring: shareRequestIdQuery,
      response: decided,
    },
    handler: async (request) => {
      await declineShare(app.db, await shareParty(app.db, request.auth.customerId), request.query.shareRequestID, app.now());
      return { genesisReferenceShareRequestID: request.query.shareRequestID, status: SHARE_STATUS.DECLINED, referenceIDs: [] };
    },
  });
};

export default shareRoutes;
