import { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts, and the failed sign-ins that throttle guessing (per username and address). */
export class CreateUsers1763820000000 implements MigrationInterface {
  name = 'CreateUsers1763820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" SERIAL NOT NULL,
        "username" varchar(50) NOT NULL,
        "password_hash" text NOT NULL,
        "is_admin" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_login_at" timestamptz,
        CONSTRAINT "PK_users" PRIMARY KEY ("id")
      )`);
    // "Admin" and "admin" are the same account.
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_username_lower" ON "users" (lower("username"))`);
    await queryRunner.query(`CREATE INDEX "IDX_users_created_at" ON "users" ("created_at")`);
    await queryRunner.query(`
      CREATE TABLE "login_failures" (
        "id" BIGSERIAL NOT NULL,
        "username_key" varchar(100) NOT NULL,
        "ip" varchar(64) NOT NULL,
        "failed_at" timestamptz NOT NULL,
        CONSTRAINT "PK_login_failures" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_login_failures_key" ON "login_failures" ("username_key", "ip", "failed_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "login_failures"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
