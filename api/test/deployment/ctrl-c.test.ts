import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../support/free-port";
import { tempDir } from "../support/test-server";

const ROOT = path.resolve(__dirname, "..", "..", "..");

/**
 * `npm start` stopped with Ctrl-C, as a terminal sends it: SIGINT to every process of the
 * foreground process group at once. The API must stop first (requests, then jobs) and the
 * embedded PostgreSQL after it; when the database heard Ctrl-C too, it shut down under the API,
 * which then logged PostgreSQL's errors and "database unreachable, answering 503". On the way, what
 * it prints in development is for a person: plain lines, not JSON.
 */
it("npm start prints readable lines and stops cleanly on Ctrl-C: the API drains, then its embedded PostgreSQL stops, and nothing logs an error", async () => {
  const dataDir = tempDir("shop-ctrl-c");
  const port = await freePort();
  // Its own process group, standing for the terminal's foreground group.
  const start = spawn(process.execPath, [path.join(ROOT, "scripts", "start.mjs")], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATABASE_URL: "",
      PORT: String(port),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
    },
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => start.on("exit", (code) => resolve(code)));
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("health      ")) resolve();
      };
      start.stdout.on("data", onData);
      start.stderr.on("data", onData);
      void exited.then((code) => reject(new Error(`npm start exited with ${code} before it served:\n${output}`)));
    });
    // A database the API is using when Ctrl-C comes: a customer registers.
    const registered = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation { register(input: { firstName: "Ctrl", lastName: "C", email: "ctrl-c@example.com", password: "secret123" }) { user { email } } }`,
      }),
    });
    expect(registered.status).toBe(200);

    process.kill(-start.pid!, "SIGINT");

    expect(await exited).toBe(0);
    // What a person at the terminal reads in development: the banner as lines, each request as one line.
    expect(output).toMatch(new RegExp(`^storefront  http://localhost:${port}/$`, "m"));
    expect(output).toMatch(/^\d\d:\d\d:\d\d POST \/graphql anonymous 200 \d+ ms$/m);
    expect(output).not.toContain('"level":');
    expect(output).toContain("SIGINT: stopping");
    expect(output.indexOf("stopped")).toBeGreaterThan(output.indexOf("SIGINT: stopping"));
    const errorLines = output.split("\n").filter((line) => /ERROR|FATAL|PANIC|"level":(50|60)|\b503\b|unreachable/.test(line));
    expect(errorLines).toEqual([]);
    // PostgreSQL removes its pid file when it has shut down: it did, and is not left running.
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  } finally {
    // A failed test still stops the shop the way it starts it, so no PostgreSQL is left running.
    if (start.exitCode === null) process.kill(-start.pid!, "SIGTERM");
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
