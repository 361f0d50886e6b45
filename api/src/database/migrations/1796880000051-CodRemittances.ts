import { type MigrationInterface, type QueryRunner } from "typeorm";

/** Cash on delivery couriers pay to the shop, and the orders each payment covers. New tables only. */
export class CodRemittances1796880000051 implements MigrationInterface {
  name = "CodRemittances1796880000051";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "cod_remittances" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "courier" character varying NOT NULL,
      "received_on" date NOT NULL,
      "reference" character varying NOT NULL,
      "amount_paise" bigint NOT NULL,
      "orders_total_paise" bigint NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_cod_remittances" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_cod_remittances_received_on" ON "cod_remittances" ("received_on")`);
    await queryRunner.query(`CREATE TABLE "cod_remittance_orders" (
      "order_id" uuid NOT NULL,
      "remittance_id" uuid NOT NULL,
      "amount_paise" bigint NOT NULL,
      CONSTRAINT "PK_cod_remittance_orders" PRIMARY KEY ("order_id"),
      CONSTRAINT "FK_cod_remittance_orders_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE,
      CONSTRAINT "FK_cod_remittance_orders_remittance" FOREIGN KEY ("remittance_id") REFERENCES "cod_remittances"("id") ON DELETE CASCADE)`);
    await queryRunner.query(`CREATE INDEX "IDX_cod_remittance_orders_remittance" ON "cod_remittance_orders" ("remittance_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cod_remittance_orders"`);
    await queryRunner.query(`DROP TABLE "cod_remittances"`);
  }
}
