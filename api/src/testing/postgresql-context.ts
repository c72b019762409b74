/** What the api-postgresql project's global setup (tests/postgresql-setup.ts) hands the test apps through vitest. */
export interface PostgresqlTestCluster {
  /** The cluster's superuser URL on the maintenance database. */
  url: string;
  /** The server's programs (pg_dump...). */
  bin: string;
  /** The database with the committed migrations applied, which each test app copies. */
  template: string;
}

/** The URL of database `name` on the cluster's server (the cluster's own helper, shared with the tests and the bench). */
export { databaseUrl } from '../../../tests/postgresql-cluster.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the api-postgresql project only. */
    postgresql?: PostgresqlTestCluster;
  }
}
