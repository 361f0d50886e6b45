import fs from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";

export interface SentEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The emails the shop wrote to its development outbox, oldest first, decoded. */
export async function readOutbox(outboxDir: string): Promise<SentEmail[]> {
  if (!fs.existsSync(outboxDir)) return [];
  const files = fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith(".eml"))
    .sort();
  return Promise.all(
    files.map(async (f) => {
      const mail = await PostalMime.parse(fs.readFileSync(path.join(outboxDir, f)));
      return {
        to: (mail.to ?? []).map((a) => ("address" in a ? a.address : "")).join(", "),
        subject: mail.subject ?? "",
        text: mail.text ?? "",
        html: mail.html ?? "",
      };
    }),
  );
}

/** The first email to `to`, waiting for it: some emails are sent after the answer (password reset). */
export async function waitForEmail(outboxDir: string, to: string, timeoutMs = 10_000): Promise<SentEmail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readOutbox(outboxDir)).find((m) => m.to === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
