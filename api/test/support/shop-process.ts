import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import path from "node:path";

export const MAIN = path.resolve(__dirname, "..", "..", "dist", "main.js");

/** A built shop process (`node api/dist/main.js`), as a replica runs in production. */
export interface ShopProcess {
  base: string;
  output(): string;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts one and resolves once it serves (its start-up banner is printed after migrations, seed and queue). */
export function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [MAIN], { env: { ...process.env, ...env } });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("/readyz (readiness)")) {
        resolve({
          base: `http://127.0.0.1:${env.PORT}`,
          output: () => output,
          stop: async (signal = "SIGTERM") => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => reject(new Error(`shop process exited with ${code} before it served:\n${output}`)));
  });
}
