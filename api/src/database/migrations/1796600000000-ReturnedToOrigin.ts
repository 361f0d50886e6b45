import { type MigrationInterface, type QueryRunner } from "typeorm";

/** An order whose parcel came back undelivered (refused at the door): RTO. No existing row changes. */
export class ReturnedToOrigin1796600000000 implements MigrationInterface {
  name = "ReturnedToOrigin1796600000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "order_status" ADD VALUE IF NOT EXISTS 'returned_to_origin' BEFORE 'cancelled'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // PostgreSQL cannot drop an enum value: it stays in order_status, and such orders become cancelled ones.
    await queryRunner.query(`UPDATE "orders" SET "status" = 'cancelled' WHERE "status" = 'returned_to_origin'`);
    await queryRunner.query(`UPDATE "order_events" SET "to_status" = 'cancelled' WHERE "to_status" = 'returned_to_origin'`);
    await queryRunner.query(`UPDATE "order_events" SET "from_status" = 'cancelled' WHERE "from_status" = 'returned_to_origin'`);
  }
}
