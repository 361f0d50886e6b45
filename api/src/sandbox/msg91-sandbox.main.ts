import { startMsg91Sandbox } from "./msg91-sandbox";

/**
 * The MSG91 sandbox as a process (`npm start` starts it beside the shop): on MSG91_SANDBOX_PORT
 * (4020), taking the auth key the shop is given (MSG91_AUTH_KEY). Each code it is asked to send is
 * printed, so a developer signs in by phone with the code from the terminal.
 */
async function main() {
  const authKey = process.env.MSG91_AUTH_KEY;
  if (!authKey) throw new Error("The MSG91 sandbox needs MSG91_AUTH_KEY");
  const sandbox = await startMsg91Sandbox({
    port: Number(process.env.MSG91_SANDBOX_PORT ?? 4020),
    authKey,
    log: (line) => console.log(`msg91-sandbox: ${line}`),
  });
  console.log(`msg91-sandbox: listening on ${sandbox.url} (messages sent: ${sandbox.url}/sandbox/messages)`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}

void main().catch((err) => {
  console.error(`msg91-sandbox: ${err.message}`);
  process.exit(1);
});
