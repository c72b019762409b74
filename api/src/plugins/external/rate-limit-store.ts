/**
 * @fastify/rate-limit's counters in the database instead of each process's memory: api processes behind one
 * address (issue 22) count one client's requests together, and a restart forgets nothing. One statement per request,
 * the same SQL on SQLite and PostgreSQL (an upsert that starts a new window once the old one is over).
 */
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/prisma.js';

/** Windows over this long ago are deleted now and then, so the table holds about the live ones. */
const PRUNE_EVERY = 1_000;

export function databaseRateLimitStore(db: Db, now: () => Date): FastifyRateLimitStoreCtor {
  let calls = 0;
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly route = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now().getTime();
      const next = at + timeWindow;
      db.$queryRaw<{ count: number | bigint; resetsAtMs: number | bigint }[]>`
        INSERT INTO "RateLimitWindow" ("key", "count", "resetsAtMs") VALUES (${`${this.route}|${key}`}, 1, ${next})
        ON CONFLICT ("key") DO UPDATE SET
          "count" = CASE WHEN "RateLimitWindow"."resetsAtMs" <= ${at} THEN 1 ELSE "RateLimitWindow"."count" + 1 END,
          "resetsAtMs" = CASE WHEN "RateLimitWindow"."resetsAtMs" <= ${at} THEN ${next} ELSE "RateLimitWindow"."resetsAtMs" END
        RETURNING "count", "resetsAtMs"`
        .then(async ([row]) => {
          if (++calls % PRUNE_EVERY === 0) await db.$executeRaw`DELETE FROM "RateLimitWindow" WHERE "resetsAtMs" <= ${at}`;
          callback(null, { current: Number(row!.count), ttl: Number(row!.resetsAtMs) - at });
        })
        .catch((error: Error) => callback(error));
    }

    // Typed as route options, but the plugin hands each limited route's merged settings, the route under `routeInfo`
    // (where its own Redis store reads it).
    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method = '', url = '' } = (options as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo ?? {};
      return new DatabaseStore({}, `${[method].flat().join(',')} ${url}`);
    }
  }
  return DatabaseStore;
}
