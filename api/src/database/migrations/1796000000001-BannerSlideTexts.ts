import { type MigrationInterface, type QueryRunner } from "typeorm";

/**
 * Banner slides get a headline, a line of text and a button shown as text over the picture. A slide that had a link keeps it: without a button its picture stays the link.
 */
export class BannerSlideTexts1796000000001 implements MigrationInterface {
  name = "BannerSlideTexts1796000000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "banner_slides"
                ADD "headline" character varying(80),
                ADD "text" character varying(160),
                ADD "button_label" character varying(30)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "banner_slides" DROP COLUMN "button_label", DROP COLUMN "text", DROP COLUMN "headline"`);
  }
}
