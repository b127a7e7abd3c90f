import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every named limit (the demo's trading calls and new accounts, the public forms, /v1 keys)
 * counted once across instances: one row per bucket (`trading:account:<id>`, `key:<id>`), whose
 * window starts with its first call and ends `ends_at` (epoch ms); instances lease calls from it
 * (common/rate-limit/leased-rate-limiter.ts). `api_rate_windows` stays until a later release, so
 * instances of the previous one keep limiting /v1 keys while a rolling deploy replaces them.
 */
export class CreateRateLimitWindows1795493817000 implements MigrationInterface {
  name = 'CreateRateLimitWindows1795493817000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "rate_limit_windows" (
        "bucket" varchar(300) NOT NULL,
        "ends_at" bigint NOT NULL,
        "hits" integer NOT NULL,
        "last_grant" integer NOT NULL,
        CONSTRAINT "PK_rate_limit_windows" PRIMARY KEY ("bucket")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_rate_limit_windows_ends_at" ON "rate_limit_windows" ("ends_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limit_windows"`);
  }
}
