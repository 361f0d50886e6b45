import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * A secret from configuration or, in development, one generated on first start and kept in the
 * data folder so that tokens stay valid across restarts without anyone committing a secret.
 */
export function configuredOrPersistedSecret(configured: string | undefined, dataDir: string, name: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "secrets", name);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = crypto.randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
