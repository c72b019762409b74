// `npm run restore -- file [--force]`: replaces DATABASE_URL's database with a backup (src/db/backup.ts).
import { runBuilt } from './built-cli.mjs';

await runBuilt('restoreCli');
