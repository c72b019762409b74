/** Builds the api: plugins, decorators and routes, on the database, mailer and clock it is given. */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from './config/config.js';
import type { Db } from './db/prisma.js';
import { createMailQueue, type MailQueue } from './mail/mail-queue.js';
import type { Mailer } from './mail/mailer.js';
import { createGateway, type PaymentGateway } from './payments/index.js';
import { registerAuth } from './plugins/app/auth.js';
import { registerErrorHandler } from './plugins/app/errors.js';
import { registerDocs } from './plugins/external/docs.js';
import { registerSecurity } from './plugins/external/security.js';
import { registerWebApp } from './plugins/external/web-app.js';
import { routes } from './routes/index.js';

export interface AppDeps {
  config: ApiConfig;
  db: Db;
  mailer: Mailer;
  /** The clock; tests move it to expire trials, codes and tokens. */
  now?: () => Date;
  /** Where logs go (standard output when absent); tests read them to check that no secret is logged. */
  logStream?: NodeJS.WritableStream;
  /** The payment gateway; by default the one the config names. */
  payments?: PaymentGateway | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: ApiConfig;
    db: Db;
    /** Every e-mail goes through the queue in the database: sent at once, or retried when the mail server cannot take it. */
    mailer: MailQueue;
    now: () => Date;
    /** Undefined when this server takes no payments (no Stripe, no sandbox asked for). */
    payments: PaymentGateway | undefined;
  }
}

/** Query strings can carry reset tokens and e-mail addresses: logs keep the path only. */
const pathOnly = (url: string) => url.split('?')[0];

export async function buildApp({ config, db, mailer, now = () => new Date(), logStream, payments = createGateway(config.payments) }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: (req) => ({ method: req.method, url: pathOnly(req.url) }) },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    // Typed as the HTTP server it is without a certificate: the https.Server Node makes instead answers alike.
    ...(config.https && { https: config.https }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  const mails = createMailQueue(db, mailer, now, (message) => app.log.warn(message));
  app.decorate('mailer', mails);
  app.addHook('onReady', async () => mails.start());
  app.addHook('onClose', () => mails.stop());
  app.decorate('now', now);
  app.decorate('payments', payments);

  registerErrorHandler(app);
  await registerSecurity(app, config);
  await registerDocs(app);
  registerAuth(app);

  for (const plugin of routes) await app.register(plugin);
  await registerWebApp(app, config.webAppDir);
  return app;
}
