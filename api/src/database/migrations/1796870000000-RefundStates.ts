import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Refunds follow the money: a refund is REQUESTED until the provider accepts it (then PENDING
 * until the money moves), and an order with a refund in flight says REFUND_PENDING instead of
 * Refunded. Existing rows keep their values: a pending refund already at the provider stays
 * pending, and one not yet sent (no provider reference) is still sent by the refund job.
 */
export class RefundStates1796870000000 implements MigrationInterface {
  name = "RefundStates1796870000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "refund_status" ADD VALUE IF NOT EXISTS 'requested' BEFORE 'pending'`);
    await queryRunner.query(`ALTER TYPE "payment_status" ADD VALUE IF NOT EXISTS 'refund_pending'`);
  }

  public async down(): Promise<void> {
    // PostgreSQL cannot drop enum values: requested and refund_pending stay (unused by the older code).
  }
}
