/**
 * The 7-day free trial (word-addin §2.5, §4): sign up, a 6-digit code by e-mail, verify, signed in.
 * Codes expire and allow a few attempts; the account is created only when the code is right.
 */
import type { PlatformId } from '@ibid/engine';
import { ACCOUNT_ROLES, FREE_TRIAL_DAYS } from '@ibid/engine/commerce';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../errors.js';
import { verificationCodeMail } from '../mail/messages.js';
import { freeTrialReadSchema, freeTrialSchema, freeTrialVerifySchema, PLATFORM_CLIENT_IDS, verificationIdQuery } from '../schemas/account.js';
import { errorSchema } from '../schemas/common.js';
import { hashPassword } from '../services/passwords.js';
import { digest, matchesDigest, newId, sixDigitCode } from '../services/secrets.js';
import { issueToken } from '../services/tokens.js';
import { noteDelivery } from '../mail/mail-queue.js';

const CODE_MINUTES = 30;
const CODE_ATTEMPTS = 5;
const DAY = 86_400_000;

const freeTrialRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { public: true, rateLimit: { max: 20, timeWindow: '10 minutes' } };

  const assertNoAccount = async (email: string) => {
    if (await app.db.customer.findUnique({ where: { email }, select: { id: true } })) {
      throw conflict('account-exists', 'An account already uses this email. Log in, or reset your password if you have forgotten it.');
    }
  };
  /** The sign-up `id` names, while it still waits for its code. */
  const waitingSignup = async (id: string) => {
    const signup = await app.db.freeTrialSignup.findUnique({ where: { id } });
    if (!signup || signup.verifiedAt) throw notFound('This sign-up is not waiting for a code. Start your free trial again.');
    return signup;
  };

  app.post('/v4/FreeTrial', {
    config: limited,
    schema: {
      summary: 'Start a free trial: e-mails a 6-digit code and answers the verification id (text)',
      tags: ['free trial'],
      security: [],
      body: freeTrialSchema,
      response: { 200: z.string().uuid(), 400: errorSchema, 409: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const body = request.body;
      await assertNoAccount(body.email);
      const code = sixDigitCode();
      const now = app.now();
      const signup = await app.db.freeTrialSignup.create({
        data: {
          id: newId(),
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          school: body.school,
          platformId: body.platformID,
          passwordHash: await hashPassword(body.password),
          codeHash: digest(code),
          codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000),
          createdAt: now,
        },
      });
      noteDelivery(reply, await app.mailer.send(verificationCodeMail(body.email, body.firstName, code, CODE_MINUTES)));
      return reply.type('text/plain; charset=utf-8').send(signup.id);
    },
  });

  app.get('/v4/FreeTrial/Verify', {
    config: limited,
    schema: {
      summary: 'What was entered at sign-up, for the verify screen (the password is never sent back)',
      tags: ['free trial'],
      security: [],
      querystring: verificationIdQuery,
      response: { 200: freeTrialReadSchema, 400: errorSchema, 404: errorSchema },
    },
    handler: async (request) => {
      const signup = await waitingSignup(request.query.id);
      return { email: signup.email, firstName: signup.firstName, lastName: signup.lastName, password: '', school: signup.school };
    },
  });

  app.post('/v4/FreeTrial/Verify', {
    config: limited,
    schema: {
      summary: 'Check the 6-digit code; creates the account with a 7-day trial and answers an access token (text)',
      tags: ['free trial'],
      security: [],
      body: freeTrialVerifySchema,
      response: { 200: z.string(), 400: errorSchema, 404: errorSchema, 409: errorSchema },
    },
    handler: async (request, reply) => {
      const now = app.now();
      const signup = await waitingSignup(request.body.id);
      if (signup.attempts >= CODE_ATTEMPTS) throw badRequest('code-locked', 'Too many wrong codes. Start your free trial again to get a new code.');
      if (signup.codeExpiresAt <= now) throw badRequest('code-expired', 'This code has expired. Start your free trial again to get a new code.');
      if (!matchesDigest(request.body.code, signup.codeHash)) {
        const left = CODE_ATTEMPTS - signup.attempts - 1;
        await app.db.freeTrialSignup.update({ where: { id: signup.id }, data: { attempts: { increment: 1 } } });
        throw badRequest('code-incorrect', left > 0 ? `That code is not right. Check the e-mail and try again (${left} ${left === 1 ? 'try' : 'tries'} left).` : 'That code is not right, and it was the last try. Start your free trial again to get a new code.');
      }
      await assertNoAccount(signup.email);
      const customer = await app.db.$transaction(async (tx) => {
        await tx.freeTrialSignup.update({ where: { id: signup.id }, data: { verifiedAt: now } });
        return tx.customer.create({
          data: {
            email: signup.email,
            firstName: signup.firstName,
            lastName: signup.lastName,
            institution: signup.school,
            passwordHash: signup.passwordHash,
            role: ACCOUNT_ROLES.FREE_TRIAL,
            createdAt: now,
            subscription: { create: { expirationDate: new Date(now.getTime() + FREE_TRIAL_DAYS * DAY), isRecurring: false } },
          },
        });
      });
      // Stored only after the sign-up schema checked it.
      const clientId = PLATFORM_CLIENT_IDS[signup.platformId as PlatformId];
      const token = await issueToken(app.db, customer.id, clientId, app.config.tokenTtlSeconds, now);
      return reply.type('text/plain; charset=utf-8').send(token.access_token);
    },
  });
};

export default freeTrialRoutes;
