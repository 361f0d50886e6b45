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
