import { MigrationInterface, QueryRunner } from 'typeorm';

/** When each demo account was last used, so accounts idle for 30 days can be deleted. */
export class AddDemoAccountLastActiveAt1795465085287 implements MigrationInterface {
  name = 'AddDemoAccountLastActiveAt1795465085287';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // Existing accounts count as used at their last change.
    await queryRunner.query(`ALTER TABLE "demo_accounts" ADD "last_active_at" timestamptz NOT NULL DEFAULT now()`);
    await queryRunner.query(`UPDATE "demo_accounts" SET "last_active_at" = "updated_at"`);
    await queryRunner.query(`CREATE INDEX "IDX_demo_accounts_last_active_at" ON "demo_accounts" ("last_active_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_demo_accounts_last_active_at"`);
    await queryRunner.query(`ALTER TABLE "demo_accounts" DROP COLUMN "last_active_at"`);
  }
}
