// Runs one of src/db/backup.ts's commands from the built api, printing its answer, or its error without a stack.
import { existsSync } from 'node:fs';

const built = new URL('../dist/db/backup.js', import.meta.url);

export async function runBuilt(command) {
  if (!existsSync(built)) {
    console.error('The api is not built: run `npm run build -w api` first.');
    process.exit(1);
  }
  const module = await import(built.href);
  try {
    console.log(await module[command](process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof module.BackupError ? error.message : error);
    process.exit(1);
  }
}
