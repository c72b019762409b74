/**
 * The api: applies the migrations and serves. `--demo` (what `npm start` runs) is DEMO=1: the demo account, seeded
 * and printed, and the payment sandbox.
 */
import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { deployMigrations } from './db/migrations.js';
import { openDb } from './db/prisma.js';
import { createMailer } from './mail/mailer.js';
import { DEMO_ACCOUNT, seedDemoAccount } from './seed/demo-account.js';

const config = loadConfig(process.argv.includes('--demo') ? { ...process.env, DEMO: '1' } : process.env);
await deployMigrations(config.databaseUrl);
const db = await openDb(config.databaseUrl);
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: (m) => console.log(m) });
if (config.demo) await seedDemoAccount(db, new Date(), { content: config.demoContent });
const app = await buildApp({ config, db, mailer });
await app.listen({ host: config.host, port: config.port });

console.log(`
Ibid is running at ${config.publicUrl}  (api docs: ${config.publicUrl}/docs)
Database: ${config.databaseUrl}
${config.demo ? `Demo account: ${DEMO_ACCOUNT.email}  password: ${DEMO_ACCOUNT.password}  (the demo: not for a server others reach)\n` : ''}E-mails: ${config.smtpUrl ? 'sent through SMTP_URL' : `written to ${config.outboxDir}`}
${config.lookupPrivateAddresses ? '\nUNSAFE_LOOKUP_PRIVATE_ADDRESSES=1: the lookup fetches private and loopback addresses (for tests only).\n' : ''}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.$disconnect()).then(() => process.exit(0));
  });
}
