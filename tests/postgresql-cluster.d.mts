export interface PostgresqlCluster {
  /** The superuser on the maintenance database, over the cluster's socket. */
  url: string;
  /** The server's programs (pg_dump...). */
  bin: string;
  /** Creates an empty database; answers its URL. */
  createDatabase: (name: string) => Promise<string>;
  stop: () => void;
}
export function postgresqlBin(): string | undefined;
export function databaseUrl(url: string, name: string): string;
export function startPostgresqlCluster(): PostgresqlCluster;
