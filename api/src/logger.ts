import pino, { type DestinationStream, type Logger } from "pino";
import type { RequestRecord } from "./http/request-log";

/**
 * In production, structured JSON logs, one object a line: what log collectors read. Written in
 * batches: a write of each request's line took a seventh of a busy shop's CPU (a profile of kept
 * catalogue answers). Lines go out once 4 kB have gathered, or within LOG_FLUSH_MS when fewer
 * have; pino writes out what is left when the process exits.
 *
 * Elsewhere (`npm start`, `npm run dev`), the same records as short lines for a person at a
 * terminal: the start-up banner as it is written, each request as method, path, status and time.
 */
export function createLogger(env: string): Logger {
  const base = { service: "bagzone", pid: process.pid };
  if (env !== "production") return pino({ base, timestamp: pino.stdTimeFunctions.isoTime }, readableLines);
  const lines = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => lines.flush(), LOG_FLUSH_MS).unref();
  return pino({ base, timestamp: pino.stdTimeFunctions.isoTime }, lines);
}

const LOG_FLUSH_MS = 250;

/** Each request's record: a 5xx at level error; the raw path only where a person reads the lines (not in production's). */
export function requestLogger(logger: Logger, env: string): (record: RequestRecord) => void {
  return ({ path, ...record }) =>
    logger[record.status >= 500 ? "error" : "info"](env === "production" ? record : { ...record, path }, "request");
}

/** pino's level numbers that deserve a word in front of the line. */
const LEVEL_WORDS: Record<number, string> = { 40: "WARN ", 50: "ERROR ", 60: "FATAL " };

interface LogRecord {
  level: number;
  time: string;
  msg?: string;
  method?: string;
  route?: string;
  path?: string;
  operation?: string;
  status?: number;
  durationMs?: number;
  err?: { stack?: string; message?: string };
}

/** Turns each JSON record pino writes into one line a person reads (the banner keeps its own lines). */
const readableLines: DestinationStream = {
  write(json: string) {
    const record = JSON.parse(json) as LogRecord;
    process.stdout.write(`${readable(record)}\n`);
  },
};

function readable(record: LogRecord): string {
  const time = record.time.slice(11, 19);
  const level = LEVEL_WORDS[record.level] ?? "";
  if (record.msg === "request" && record.method) {
    const operation = record.operation ? ` ${record.operation}` : "";
    return `${time} ${level}${record.method} ${record.path ?? record.route}${operation} ${record.status} ${Math.round(record.durationMs ?? 0)} ms`;
  }
  const error = record.err ? `\n${record.err.stack ?? record.err.message}` : "";
  return `${time} ${level}${record.msg ?? ""}${error}`;
}
