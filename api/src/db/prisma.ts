/** The Prisma client on the better-sqlite3 adapter (TOOLCHAIN.md: the JavaScript engine, no binaries). */
import { PrismaBetterSQLite3 } from '@prisma/adapter-better-sqlite3';
import { PrismaClient } from '../generated/prisma/client.js';

export type Db = PrismaClient;

export function createDb(url: string): Db {
  return new PrismaClient({ adapter: new PrismaBetterSQLite3({ url }) });
}
