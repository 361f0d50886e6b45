import crypto from "node:crypto";
import type { DataSource, EntityManager } from "typeorm";
import { ValidationError } from "../../common/errors";
import { type RateLimitPolicy, tooManyRequests } from "../../common/rate-limit";
import { codeHash, newCode, secondsUntilFree } from "./one-time-code";

export interface PhoneCodePolicy {
  /** How long a code can be used. */
  ttlSeconds: number;
  /** Wrong codes tried before the code is used up. */
  maxAttempts: number;
  /** Codes sent to one phone, and from one client address, within a window. */
  perPhone: RateLimitPolicy;
  perAddress: RateLimitPolicy;
}

/** Advisory-lock namespaces (the two-key form): one for phones, one for client addresses, so their keys never collide. */
const PHONE_LOCK = 0x50484f4e;
const ADDRESS_LOCK = 0x41444452;

/** Carries the fresh code to whoever sends it, inside the transaction that stored it. */
export type SendCode = (tx: EntityManager, codeId: string, issue: string, phone: string, code: string) => Promise<void>;

/**
 * One-time codes for a phone, kept in PostgreSQL so every replica sees the same codes, attempts
 * and limits. One live code per phone and purpose: a new one replaces it. Issuing takes the phone's
 * and the address's advisory locks first, so the counts of codes sent within the window are exact
 * however many requests race, on any replica. A check of a code is one UPDATE that counts the
 * attempt and, if the hash matches, marks the code used: of any number of checks at once only one
 * can succeed, and none after the attempts run out or the code expires.
 */
export class PhoneCodes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly secret: Buffer,
    private readonly policy: PhoneCodePolicy,
    private readonly clock: () => Date,
  ) {}

  /** Makes and stores a new code for `phone` and `purpose` and hands it to `send`; 429 when a limit is reached. */
  async issue(phone: string, purpose: string, address: string, send: SendCode): Promise<void> {
    const now = this.clock();
    await this.dataSource.transaction(async (tx) => {
      // Always phone first, then address: two requests never wait for each other in a circle.
      await tx.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [PHONE_LOCK, phone]);
      await tx.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [ADDRESS_LOCK, address]);
      await this.assertUnder(tx, "phone", phone, this.policy.perPhone, now, "Too many codes were sent to this phone number.");
      await this.assertUnder(tx, "address", address, this.policy.perAddress, now, "Too many codes were asked for from your network.");
      await tx.query(`INSERT INTO phone_code_sends (phone, address, sent_at) VALUES ($1, $2, $3)`, [phone, address, now]);
      const code = newCode();
      const issue = crypto.randomUUID();
      const [row]: Array<{ id: string }> = await tx.query(
        `INSERT INTO phone_codes (phone, purpose, issue, code_hash, attempts, expires_at, consumed_at)
         VALUES ($1, $2, $3, $4, 0, $5, NULL)
         ON CONFLICT (phone, purpose) DO UPDATE
           SET issue = EXCLUDED.issue, code_hash = EXCLUDED.code_hash, attempts = 0, expires_at = EXCLUDED.expires_at, consumed_at = NULL
         RETURNING id`,
        [phone, purpose, issue, codeHash(this.secret, phone, purpose, code), new Date(now.getTime() + this.policy.ttlSeconds * 1000)],
      );
      await send(tx, row.id, issue, phone, code);
    });
  }

  /**
   * Uses the code if it is the live one for `phone` and `purpose`; otherwise refuses, naming the
   * code field. In a statement of its own, never a caller's transaction: a wrong guess must stay
   * counted when the refusal rolls that transaction back.
   */
  async consume(phone: string, purpose: string, code: string): Promise<void> {
    const now = this.clock();
    // TypeORM answers an UPDATE's query as [rows, affected].
    const [rows]: [Array<{ ok: boolean; attempts: number }>, number] = await this.dataSource.query(
      `UPDATE phone_codes
          SET attempts = attempts + 1, consumed_at = CASE WHEN code_hash = $3 THEN $4::timestamptz END
        WHERE phone = $1 AND purpose = $2 AND consumed_at IS NULL AND expires_at > $4 AND attempts < $5
        RETURNING consumed_at IS NOT NULL AS ok, attempts`,
      [phone, purpose, codeHash(this.secret, phone, purpose, code), now, this.policy.maxAttempts],
    );
    const checked = rows[0];
    if (checked?.ok) return;
    const left = checked ? this.policy.maxAttempts - checked.attempts : 0;
    const message =
      left > 0
        ? `That code is not right: ${left} attempt${left === 1 ? "" : "s"} left`
        : "This code has expired or can no longer be used: ask for a new one";
    throw ValidationError.field("code", message, "OTP_INVALID");
  }

  /** Codes past their expiry, and sends older than both windows, need no record any more. */
  async forgetOld(): Promise<void> {
    const now = this.clock();
    const longest = Math.max(this.policy.perPhone.windowSeconds, this.policy.perAddress.windowSeconds);
    await this.dataSource.query(`DELETE FROM phone_codes WHERE expires_at < $1`, [now]);
    await this.dataSource.query(`DELETE FROM phone_code_sends WHERE sent_at < $1`, [new Date(now.getTime() - longest * 1000)]);
  }

  private async assertUnder(
    tx: EntityManager,
    column: "phone" | "address",
    value: string,
    policy: RateLimitPolicy,
    now: Date,
    refusal: string,
  ): Promise<void> {
    const since = new Date(now.getTime() - policy.windowSeconds * 1000);
    const sent: Array<{ sent_at: Date }> = await tx.query(
      `SELECT sent_at FROM phone_code_sends WHERE ${column} = $1 AND sent_at > $2 ORDER BY sent_at LIMIT $3`,
      [value, since, policy.limit],
    );
    if (sent.length >= policy.limit) {
      throw tooManyRequests(
        refusal,
        secondsUntilFree(
          sent.map((s) => s.sent_at),
          policy.windowSeconds,
          now,
        ),
      );
    }
  }
}
