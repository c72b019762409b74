/** `npm start`: applies the migrations, seeds the demo account, and serves the api. */
import { buildApp } from './app.js';
import { loadConfig } from './config/config.js';
import { deployMigrations } from './db/migrations.js';
import { openDb } from './db/prisma.js';
import { createMailer } from './mail/mailer.js';
import { DEMO_ACCOUNT, seedDemoAccount } from './seed/demo-account.js';

const config = loadConfig();
await deployMigrations(config.databaseUrl);
const db = await openDb(config.databaseUrl);
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: (m) => console.log(m) });
await seedDemoAccount(db, new Date(), { production: config.production, content: config.demoContent });
const app = await buildApp({ config, db, mailer });
await app.listen({ host: config.host, port: config.port });

console.log(`
Ibid is running at ${config.publicUrl}  (api docs: ${config.publicUrl}/docs)
Database: ${config.databaseUrl}
${config.production ? '' : `Demo account: ${DEMO_ACCOUNT.email}  password: ${DEMO_ACCOUNT.password}`}
E-mails: ${config.smtpUrl ? 'sent through SMTP_URL' : `written to ${config.outboxDir}`}
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => db.$disconnect()).then(() => process.exit(0));
  });
}
