import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { DataSource, EntityManager } from "typeorm";
import { ConflictError, NotFoundError, ValidationError } from "../../common/errors";
import { CODE_DIGITS, isCodeShaped } from "./one-time-code";

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** A code from the step before or after is accepted too: phones' clocks drift, and typing takes time. */
const STEPS_EITHER_SIDE = 1;
const ISSUER = "Bagzone";
const RECOVERY_CODE_COUNT = 8;

/** What an authenticator app needs to start showing codes. */
export interface Enrolment {
  /** The secret in base32, for typing in by hand. */
  secret: string;
  /** The otpauth:// URI the QR code carries. */
  uri: string;
  /** The QR code of the URI, as an SVG document. */
  qrSvg: string;
}

/**
 * Staff members' second factor: a TOTP secret per account (RFC 6238), sealed at rest with the
 * shop's key (AES-256-GCM), so a copy of the database alone gives no codes away; the last time
 * step a code was taken for, so a code seen over someone's shoulder cannot be used again within
 * its window; and single-use recovery codes, kept as keyed hashes, for a lost phone. Also the
 * owner's choice to require a second factor of every staff member.
 */
export class SecondFactors {
  constructor(
    private readonly dataSource: DataSource,
    /** 32 bytes: seals the secrets and keys the recovery codes' hashes. */
    private readonly key: Buffer,
    private readonly clock: () => Date,
  ) {}

  async requiredForStaff(): Promise<boolean> {
    const [row]: Array<{ second_factor_required: boolean }> = await this.dataSource.query(
      `SELECT second_factor_required FROM staff_sign_in_policy`,
    );
    return row?.second_factor_required ?? false;
  }

  async setRequiredForStaff(required: boolean): Promise<void> {
    await this.dataSource.query(`UPDATE staff_sign_in_policy SET second_factor_required = $1`, [required]);
  }

  /**
   * What a staff account must do after its password before it gets a session: type a code, enrol
   * (the owner requires a second factor and it has none), or nothing. Customers never have one.
   */
  async stepAfterPassword(userId: string): Promise<"CODE" | "ENROL" | null> {
    const [row]: Array<{ staff: boolean; enabled: boolean; required: boolean }> = await this.dataSource.query(
      `SELECT u.role = 'admin' AS staff, u.totp_enabled_at IS NOT NULL AS enabled, p.second_factor_required AS required
         FROM users u CROSS JOIN staff_sign_in_policy p WHERE u.id = $1`,
      [userId],
    );
    if (!row?.staff) return null;
    if (row.enabled) return "CODE";
    return row.required ? "ENROL" : null;
  }

  /** A new secret for the account, kept aside until a code from it confirms the app has it. */
  async begin(userId: string, label: string): Promise<Enrolment> {
    const totp = this.totp(new Secret({ size: 20 }), label);
    const result = await this.dataSource.query(`UPDATE users SET totp_pending_secret = $2 WHERE id = $1 AND totp_enabled_at IS NULL`, [
      userId,
      this.seal(totp.secret.base32),
    ]);
    if (!affected(result)) throw new ConflictError("SECOND_FACTOR_ALREADY_ENROLLED", "This account already has a second factor");
    const uri = totp.toString();
    return { secret: totp.secret.base32, uri, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1 }) };
  }

  /**
   * Makes the secret shown by begin() the account's second factor, once a code from it proves the
   * app has it; answers the recovery codes, which are shown this once.
   */
  async confirm(userId: string, code: string): Promise<string[]> {
    assertCodeShaped(code);
    const [row]: Array<{ totp_pending_secret: string | null }> = await this.dataSource.query(
      `SELECT totp_pending_secret FROM users WHERE id = $1 AND totp_enabled_at IS NULL`,
      [userId],
    );
    if (!row) throw new ConflictError("SECOND_FACTOR_ALREADY_ENROLLED", "This account already has a second factor");
    if (!row.totp_pending_secret) throw ValidationError.field("code", "Start the enrolment first: no secret was shown to this account yet");
    const step = this.stepOf(this.unseal(row.totp_pending_secret), code);
    if (step === null) throw wrongCode();
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.dataSource.transaction(async (tx) => {
      const result = await tx.query(
        `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = $2, totp_last_step = $3
          WHERE id = $1 AND totp_enabled_at IS NULL AND totp_pending_secret = $4`,
        [userId, this.clock(), step, row.totp_pending_secret],
      );
      // Confirmed twice at once, or a new secret asked for meanwhile: only one confirmation counts.
      if (!affected(result)) throw new ConflictError("SECOND_FACTOR_ALREADY_ENROLLED", "This account already has a second factor");
      await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
      for (const recovery of recoveryCodes) {
        await tx.query(`INSERT INTO recovery_codes (user_id, code_hash) VALUES ($1, $2)`, [userId, this.recoveryHash(recovery)]);
      }
    });
    return recoveryCodes;
  }

  /**
   * Whether `code` is the account's current TOTP code, not used before (each time step is taken
   * once, by one conditional update, so two requests with one code cannot both pass), or one of
   * its unused recovery codes, which it uses up.
   */
  async accepts(userId: string, code: string): Promise<boolean> {
    const typed = code.trim();
    if (!isCodeShaped(typed)) return this.usesRecoveryCode(userId, typed);
    const [row]: Array<{ totp_secret: string | null }> = await this.dataSource.query(`SELECT totp_secret FROM users WHERE id = $1`, [
      userId,
    ]);
    if (!row?.totp_secret) throw new NotFoundError("Second factor");
    const step = this.stepOf(this.unseal(row.totp_secret), typed);
    if (step === null) return false;
    const result = await this.dataSource.query(
      `UPDATE users SET totp_last_step = $2 WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)`,
      [userId, step],
    );
    return affected(result);
  }

  /** The account no longer has a second factor (it stopped being staff). */
  async forget(tx: EntityManager, userId: string): Promise<void> {
    await tx.query(
      `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = $1`,
      [userId],
    );
    await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
  }

  private async usesRecoveryCode(userId: string, typed: string): Promise<boolean> {
    const result = await this.dataSource.query(
      `UPDATE recovery_codes SET used_at = $3 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, this.recoveryHash(typed), this.clock()],
    );
    return affected(result);
  }

  /** The time step `code` is right for, within a step either side of now; null if it is right for none. */
  private stepOf(secret: string, code: string): number | null {
    const now = this.clock().getTime();
    const delta = this.totp(Secret.fromBase32(secret), "").validate({ token: code.trim(), timestamp: now, window: STEPS_EITHER_SIDE });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  }

  private totp(secret: Secret, label: string): TOTP {
    return new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: CODE_DIGITS, period: PERIOD_SECONDS, secret });
  }

  private seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv("aes-256-gcm", this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
  }

  private unseal(stored: string): string {
    const [, iv, tag, sealed] = stored.split(".");
    const decipher = crypto.createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  }

  private recoveryHash(code: string): string {
    const normalized = code
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "");
    return crypto.createHmac("sha256", this.key).update(`recovery-code\0${normalized}`).digest("hex");
  }
}

/** Ten letters and digits in two halves (xxxxx-xxxxx): easy to copy down, 50 bits to guess. */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const chars = Array.from({ length: 10 }, () => alphabet[crypto.randomInt(alphabet.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** TypeORM answers an UPDATE's raw query as [rows, affected]. */
const affected = (result: unknown): boolean => Array.isArray(result) && typeof result[1] === "number" && result[1] > 0;

export const wrongCode = () =>
  ValidationError.field(
    "code",
    "That code is not right, or was already used: enter the current code from your authenticator app",
    "SECOND_FACTOR_INVALID",
  );

function assertCodeShaped(code: string): void {
  if (!isCodeShaped(code)) throw ValidationError.field("code", `Enter the ${CODE_DIGITS}-digit code from your authenticator app`);
}
