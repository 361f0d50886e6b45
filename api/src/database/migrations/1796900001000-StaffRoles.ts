import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Staff roles: named sets of permissions, one per staff member (`users.staff_role_id`). Seeds the
 * Owner role (every permission, now and later: `is_owner`), Manager, Catalogue, Fulfilment and
 * Support (docs/security.md says what each holds), and makes every existing admin an Owner, so
 * nobody loses what they could do. A customer has no staff role.
 */
export class StaffRoles1796900001000 implements MigrationInterface {
  name = "StaffRoles1796900001000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "staff_roles" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" character varying(60) NOT NULL,
        "permissions" text[] NOT NULL DEFAULT '{}',
        "is_owner" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_staff_roles" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_staff_roles_name" ON "staff_roles" (lower("name"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_staff_roles_owner" ON "staff_roles" ("is_owner") WHERE "is_owner"`);
    await queryRunner.query(`
      INSERT INTO "staff_roles" ("name", "permissions", "is_owner") VALUES
        ('Owner', '{MANAGE_CATALOGUE,MANAGE_ORDERS,FULFIL_ORDERS,ISSUE_REFUNDS,MANAGE_PROMOTIONS,VIEW_REPORTS,MANAGE_SETTINGS,VIEW_CUSTOMERS,MANAGE_STAFF}', true),
        ('Manager', '{MANAGE_CATALOGUE,MANAGE_ORDERS,FULFIL_ORDERS,ISSUE_REFUNDS,MANAGE_PROMOTIONS,VIEW_REPORTS,VIEW_CUSTOMERS}', false),
        ('Catalogue', '{MANAGE_CATALOGUE}', false),
        ('Fulfilment', '{FULFIL_ORDERS}', false),
        ('Support', '{MANAGE_ORDERS,ISSUE_REFUNDS,VIEW_CUSTOMERS}', false)`);
    await queryRunner.query(`ALTER TABLE "users" ADD "staff_role_id" uuid`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "FK_users_staff_role" FOREIGN KEY ("staff_role_id") REFERENCES "staff_roles"("id") ON DELETE RESTRICT`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_users_staff_role" ON "users" ("staff_role_id") WHERE "staff_role_id" IS NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_staff_role_is_staffs" CHECK ("staff_role_id" IS NULL OR "role" = 'admin')`,
    );
    await queryRunner.query(
      `UPDATE "users" SET "staff_role_id" = (SELECT "id" FROM "staff_roles" WHERE "is_owner") WHERE "role" = 'admin'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_staff_role_is_staffs"`);
    await queryRunner.query(`DROP INDEX "IDX_users_staff_role"`);
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "FK_users_staff_role"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "staff_role_id"`);
    await queryRunner.query(`DROP TABLE "staff_roles"`);
  }
}
