// The Prisma CLI's settings (TOOLCHAIN.md): the JavaScript engine on the better-sqlite3 adapter, no binaries.
import { defineConfig } from 'prisma/config';
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  experimental: { adapter: true },
  engine: 'js',
  adapter: async () => new PrismaBetterSQLite3({ url: process.env.DATABASE_URL ?? 'file:./data/ibid.db' }),
});
