import type { DataSource } from "typeorm";

/** How long an address an account signed in from is remembered after its last sign-in. */
const REMEMBERED_DAYS = 90;

/**
 * The addresses each account signed in from with its right password: there the owner is not held
 * to the per-account backstop that guessers elsewhere can use up (see LoginThrottle). Kept in
 * PostgreSQL, so every replica knows them.
 */
export class SignInAddresses {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether the account with this email signed in from `address` within the remembered days. */
  async known(email: string, address: string): Promise<boolean> {
    const [{ known }] = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM sign_in_addresses s JOIN users u ON u.id = s.user_id
                       WHERE u.email = $1 AND s.address = $2 AND s.last_signed_in_at > now() - make_interval(days => $3)) AS known`,
      [email, address, REMEMBERED_DAYS],
    );
    return known;
  }

  async remember(userId: string, address: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sign_in_addresses (user_id, address) VALUES ($1, $2)
       ON CONFLICT (user_id, address) DO UPDATE SET last_signed_in_at = now()`,
      [userId, address],
    );
  }

  /** Addresses unused for longer than they are remembered need no record any more. */
  async forgetUnused(): Promise<void> {
    await this.dataSource.query(`DELETE FROM sign_in_addresses WHERE last_signed_in_at <= now() - make_interval(days => $1)`, [
      REMEMBERED_DAYS,
    ]);
  }
}
