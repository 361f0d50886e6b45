import { createHmac, timingSafeEqual } from "node:crypto";

/** The secret links are signed with, and the one before it while links it signed may still be out. */
export interface LinkSecrets {
  current: string;
  /** Set while rotating: links signed with it keep working until they expire. */
  previous?: string;
}

/** How long a link opens its file at least, and the step its expiry is rounded up to. */
export interface LinkLifetime {
  seconds: number;
  /** The same file linked twice within a step gets the same link (a page reading it again keeps what it shows). */
  roundedToSeconds: number;
}

/**
 * Keys of links that open one file without signing in (an invoice in an email, a return's photo in
 * an <img>) until they expire. The key is the expiry and an HMAC of the subject (`invoice:<order
 * id>`) and that expiry under a secret of their own (DOCUMENT_LINK_SECRET), never the token
 * secret, so rotating either leaves the other alone; the previous secret is still accepted, so
 * links already sent keep working for their lifetime.
 */
export class SignedLinks {
  constructor(
    private readonly secrets: LinkSecrets,
    /** The real clock, or a test's. */
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The key of a link to `subject`, good for at least the lifetime. */
  key(subject: string, lifetime: LinkLifetime): string {
    const now = Math.floor(this.clock().getTime() / 1000);
    const expires = Math.ceil((now + lifetime.seconds) / lifetime.roundedToSeconds) * lifetime.roundedToSeconds;
    return `${expires}.${signature(this.secrets.current, subject, expires)}`;
  }

  /** Whether `key` came from key() for this subject, under the current or the previous secret, and has not expired. */
  isKey(subject: string, key: string): boolean {
    const match = /^(\d{1,12})\.([\w-]{43})$/.exec(key);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= this.clock().getTime()) return false;
    const given = Buffer.from(match[2]);
    return [this.secrets.current, this.secrets.previous].some(
      (secret) => secret !== undefined && timingSafeEqual(given, Buffer.from(signature(secret, subject, expires))),
    );
  }
}

/** With a prefix of its own, so it is never mistaken for anything else signed with the same secret. */
const signature = (secret: string, subject: string, expires: number) =>
  createHmac("sha256", secret).update(`document-link\0${subject}\0${expires}`).digest("base64url");
