// `npm run backup [-- file]`: a backup of DATABASE_URL's database, safe while the server runs (src/db/backup.ts).
import { runBuilt } from './built-cli.mjs';

await runBuilt('backupCli');
