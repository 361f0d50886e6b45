import { spawn } from "node:child_process";
import net from "node:net";
import { freePort } from "./free-port";

/** A throwaway Redis server (the system's redis-server), nothing saved to disk. */
export async function startRedis(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  child.on("error", (err) => {
    throw new Error(`redis-server could not start (install Debian's redis-server): ${err.message}`);
  });
  for (let i = 0; ; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, "127.0.0.1", () => (s.end(), resolve(true)));
      s.on("error", () => resolve(false));
    });
    if (up) break;
    if (i > 100) throw new Error("redis-server did not start listening");
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, stop: () => void child.kill("SIGTERM") };
}
