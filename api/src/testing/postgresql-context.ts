/** What the api-postgresql project's global setup (tests/postgresql-setup.ts) hands the test apps through vitest. */
export interface PostgresqlTestCluster {
  /** The cluster's superuser URL on the maintenance database. */
  url: string;
  /** The server's programs (pg_dump...). */
  bin: string;
  /** The database with the committed migrations applied, which each test app copies. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the api-postgresql project only. */
    postgresql?: PostgresqlTestCluster;
  }
}
