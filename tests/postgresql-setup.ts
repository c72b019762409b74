/**
 * vitest's global setup for the api suite on PostgreSQL: one throw-away cluster for the run, and a template
 * database with the committed PostgreSQL migrations applied, which each test app copies (CREATE DATABASE ...
 * TEMPLATE, api/src/testing/test-app.ts).
 */
import type { TestProject } from 'vitest/node';
import { deployMigrations } from '../api/src/db/migrations.js';
import { ensureAptTool, POSTGRESQL } from './apt-install.js';
import { startPostgresqlCluster } from './postgresql-cluster.mjs';

export const TEMPLATE_DATABASE = 'ibid_template';

export default async function setup(project: TestProject): Promise<() => void> {
  await ensureAptTool(POSTGRESQL);
  const cluster = startPostgresqlCluster();
  await deployMigrations(await cluster.createDatabase(TEMPLATE_DATABASE));
  project.provide('postgresql', { url: cluster.url, bin: cluster.bin, template: TEMPLATE_DATABASE });
  return () => cluster.stop();
}
