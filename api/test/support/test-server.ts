import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

/**
 * Where the test databases live, shared by global setup and every test file through env:
 * an admin URL of a PostgreSQL server, and the name of a template database with all
 * migrations applied that each test file copies.
 */
export const SERVER_URL_VAR = "SHOP_TEST_SERVER_URL";
export const TEMPLATE_VAR = "SHOP_TEST_TEMPLATE";

function serverUrl(): string {
  const url = process.env[SERVER_URL_VAR];
  if (!url) throw new Error("Test database server is not set up: run the tests through jest (global setup)");
  return url;
}

export function databaseUrl(name: string): string {
  const u = new URL(serverUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

export async function withAdminClient<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const uniqueName = (prefix: string) =>
  `${prefix}_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
}

/** Any key will do, as long as every copy takes the same one. */
const TEMPLATE_COPY_LOCK = 7_340_033;

/**
 * A new database copied from the migrated template (global setup made it), named from `prefix`.
 * PostgreSQL refuses to copy a template while another copy of it is being made, so copies by
 * parallel workers queue on an advisory lock instead of failing.
 */
export async function copyTemplateDatabase(prefix: string): Promise<string> {
  const template = process.env[TEMPLATE_VAR];
  if (!template) throw new Error("No template database: run the tests through jest (global setup)");
  const name = uniqueName(prefix);
  await withAdminClient(async (c) => {
    await c.query("SELECT pg_advisory_lock($1)", [TEMPLATE_COPY_LOCK]);
    try {
      await c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await c.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_COPY_LOCK]);
    }
  });
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
