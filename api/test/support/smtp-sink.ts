import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";

/**
 * A real SMTP server for tests: it receives what the shop sends over the network, and can be told
 * to refuse messages (as a mail provider's outage would) or to stall inside DATA (so a test can
 * kill the sender mid-send).
 */
export interface SmtpSink {
  url: string;
  /** Messages accepted, in order. */
  received: Array<{ messageId: string; to: string; subject: string; text: string }>;
  /** Attempts to hand over a message, accepted or not. */
  attempts: number;
  mode: "accept" | "refuse" | "stall";
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = { received: [], attempts: 0, mode: "accept" } as unknown as SmtpSink;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      sink.attempts += 1;
      // The answer is decided when the attempt begins: a test that counts this attempt and then
      // changes the mode must not change what this attempt is answered.
      const mode = sink.mode;
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      const answer = async () => {
        if (mode === "refuse") return callback(Object.assign(new Error("Mailbox service unavailable"), { responseCode: 451 }));
        if (mode === "stall") return; // never answers: the sender waits until it is killed
        const mail = await PostalMime.parse(Buffer.concat(chunks));
        sink.received.push({
          messageId: mail.messageId ?? "",
          to: (mail.to ?? []).map((a) => ("address" in a ? a.address : "")).join(", "),
          subject: mail.subject ?? "",
          text: mail.text ?? "",
        });
        callback();
      };
      stream.on("end", () => void answer());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
