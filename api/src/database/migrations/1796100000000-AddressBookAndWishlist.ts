import { type MigrationInterface, type QueryRunner } from "typeorm";
import { findIndianState } from "../../vocabulary/indian-states";

/**
 * Customers' address books (at most one default each) and wishlists. A customer whose profile
 * holds a complete address finds it in their book as "Home", their default.
 */
export class AddressBookAndWishlist1796100000000 implements MigrationInterface {
  name = "AddressBookAndWishlist1796100000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "customer_addresses" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "label" character varying NOT NULL,
        "first_name" character varying NOT NULL,
        "last_name" character varying NOT NULL,
        "address" character varying NOT NULL,
        "city" character varying NOT NULL,
        "state" character varying NOT NULL,
        "postal_code" character varying NOT NULL,
        "phone_no" character varying NOT NULL,
        "is_default" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_customer_addresses" PRIMARY KEY ("id"),
        CONSTRAINT "FK_customer_addresses_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_customer_addresses_user_id" ON "customer_addresses" ("user_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_customer_addresses_default" ON "customer_addresses" ("user_id") WHERE "is_default"`);
    await queryRunner.query(`
      CREATE TABLE "wishlist_items" (
        "user_id" uuid NOT NULL,
        "product_id" uuid NOT NULL,
        "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_wishlist_items" PRIMARY KEY ("user_id", "product_id"),
        CONSTRAINT "FK_wishlist_items_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_wishlist_items_product" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_wishlist_items_user_newest" ON "wishlist_items" ("user_id", "added_at")`);
    await queryRunner.query(`CREATE INDEX "IDX_wishlist_items_product" ON "wishlist_items" ("product_id")`);
    await this.copyProfileAddresses(queryRunner);
  }

  /** Profile addresses that checkout would accept as they are, with a state we can place. */
  private async copyProfileAddresses(queryRunner: QueryRunner): Promise<void> {
    const users: {
      id: string;
      first_name: string;
      last_name: string;
      address: string;
      city: string;
      state: string;
      postal_code: string;
      phone: string;
    }[] = await queryRunner.query(`
        SELECT id, first_name, last_name, address, city, state, postal_code, phone FROM users
         WHERE btrim(coalesce(address, '')) <> '' AND btrim(coalesce(city, '')) <> ''
           AND btrim(postal_code) ~ '^[0-9]{6}$' AND btrim(phone) ~ '^[0-9]{10}$'`);
    for (const user of users) {
      const state = findIndianState(user.state ?? "");
      if (!state) continue;
      await queryRunner.query(
        `INSERT INTO customer_addresses (user_id, label, first_name, last_name, address, city, state, postal_code, phone_no, is_default)
         VALUES ($1, 'Home', $2, $3, $4, $5, $6, $7, $8, true)`,
        [
          user.id,
          user.first_name,
          user.last_name,
          user.address.trim(),
          user.city.trim(),
          state.name,
          user.postal_code.trim(),
          user.phone.trim(),
        ],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "wishlist_items"`);
    await queryRunner.query(`DROP TABLE "customer_addresses"`);
  }
}
