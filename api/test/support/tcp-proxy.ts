import net from "node:net";

/**
 * A TCP proxy to a PostgreSQL server that a test can cut and restore, to play a database outage
 * (a restart, a network partition) without stopping the server other test files use.
 */
export interface CuttableProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  let open = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
