import { SMTPServer } from "smtp-server";
import PostalMime from "postal-mime";

/**
 * A real SMTP server for tests: it receives what the shop sends over the network, and can be told
 * to refuse messages (as a mail provider's outage would), to stall inside DATA (so a test can
 * kill the sender mid-send), or to hold some recipients' messages inside DATA until released (so
 * a test sees how many the shop sends at once, and what overtakes them).
 */
export interface SmtpSink {
  url: string;
  /** Messages accepted, in order. */
  received: Array<{ messageId: string; to: string; subject: string; text: string }>;
  /** Attempts to hand over a message, accepted or not. */
  attempts: number;
  mode: "accept" | "refuse" | "stall";
  /** The next attempts refused whatever the mode (a provider's brief outage, over before the retry). */
  refusals: number;
  /** Messages to these recipients wait inside DATA until `release()`. */
  hold(recipients: (to: string) => boolean): void;
  /** How many messages are waiting inside DATA now. */
  held: number;
  /** Answers the held messages (as the mode says) and holds no more. */
  release(): void;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink = { received: [], attempts: 0, mode: "accept", refusals: 0, held: 0 } as unknown as SmtpSink;
  let holding: ((to: string) => boolean) | undefined;
  const waiting: Array<() => void> = [];
  sink.hold = (recipients) => (holding = recipients);
  sink.release = () => {
    holding = undefined;
    for (const answer of waiting.splice(0)) answer();
    sink.held = 0;
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      sink.attempts += 1;
      // The answer is decided when the attempt begins: a test that counts this attempt and then
      // changes the mode must not change what this attempt is answered.
      const mode = sink.refusals > 0 ? "refuse" : sink.mode;
      sink.refusals = Math.max(0, sink.refusals - 1);
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
      const to = session.envelope.rcptTo.map((r) => r.address).join(", ");
      stream.on("end", () => {
        if (!holding?.(to)) return void answer();
        sink.held += 1;
        waiting.push(() => void answer());
      });
    },
  });
  // A sender that goes away mid-conversation (a worker killed while it sends, a pooled connection
  // dropped at shutdown) resets its socket, and the server re-emits that as an "error" event: with no
  // listener, the event would throw outside any test and fail the whole file. Tests judge what was
  // received, not how a sender hung up.
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  sink.url = `smtp://127.0.0.1:${port}`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
