import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The developer sandbox (SANDBOX.md): API keys, the /v1 request log, idempotency keys and the
 * per-key rate windows; sandbox accounts are demo_accounts rows with an owning user, so the
 * demo and /v1 share one ledger. Orders gain the /v1 fields (time in force, filled quantity)
 * and the statuses partial fills and expiry will write.
 */
export class CreateDeveloperSandbox1795478400000 implements MigrationInterface {
  name = 'CreateDeveloperSandbox1795478400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "api_keys" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "public_id" varchar(32) NOT NULL,
        "secret_hash" char(64) NOT NULL,
        "name" varchar(64) NOT NULL,
        "scopes" text[] NOT NULL,
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_used_at" timestamptz,
        "expires_at" timestamptz,
        "revoked_at" timestamptz,
        CONSTRAINT "PK_api_keys" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_api_keys_public_id" UNIQUE ("public_id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_api_keys_user_live" ON "api_keys" ("user_id", "created_at" DESC) WHERE "revoked_at" IS NULL`);

    await queryRunner.query(`
      CREATE TABLE "api_request_logs" (
        "id" bigserial NOT NULL,
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "key_prefix" varchar(48) NOT NULL,
        "request_id" varchar(64) NOT NULL,
        "method" varchar(8) NOT NULL,
        "path" varchar(200) NOT NULL,
        "status" integer NOT NULL,
        "duration_ms" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_api_request_logs" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_api_request_logs_user" ON "api_request_logs" ("user_id", "id" DESC)`);

    await queryRunner.query(`
      CREATE TABLE "idempotency_keys" (
        "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "key" varchar(255) NOT NULL,
        "request_hash" char(64) NOT NULL,
        "status" integer,
        "response" jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("user_id", "key")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_idempotency_keys_created_at" ON "idempotency_keys" ("created_at")`);

    await queryRunner.query(`
      CREATE TABLE "api_rate_windows" (
        "key_id" uuid NOT NULL,
        "window_start" bigint NOT NULL,
        "hits" integer NOT NULL,
        "last_grant" integer NOT NULL,
        CONSTRAINT "PK_api_rate_windows" PRIMARY KEY ("key_id", "window_start")
      )`);

    // Sandbox accounts: owned by a user; `opening` is what a reset goes back to.
    await queryRunner.query(`ALTER TABLE "demo_accounts" ADD "owner_user_id" integer REFERENCES "users"("id") ON DELETE CASCADE`);
    await queryRunner.query(`ALTER TABLE "demo_accounts" ADD "label" varchar(64)`);
    await queryRunner.query(`ALTER TABLE "demo_accounts" ADD "seed" bigint`);
    await queryRunner.query(`ALTER TABLE "demo_accounts" ADD "opening" jsonb`);
    await queryRunner.query(
      `CREATE INDEX "IDX_demo_accounts_owner" ON "demo_accounts" ("owner_user_id", "created_at", "id") WHERE "owner_user_id" IS NOT NULL`,
    );

    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "trading_orders_status_check"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ALTER COLUMN "status" TYPE varchar(16)`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "CHK_trading_orders_status" CHECK ("status" IN ('pending','partially_filled','filled','canceled','rejected','expired'))`,
    );
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD CONSTRAINT "CHK_trading_orders_time_in_force" CHECK ("time_in_force" IN ('day','gtc','ioc'))`);
    // Good-till-canceled orders have no expiry.
    await queryRunner.query(`ALTER TABLE "trading_orders" ALTER COLUMN "expires_at" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD "filled_quantity" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`UPDATE "trading_orders" SET "filled_quantity" = "quantity" WHERE "status" = 'filled'`);
    // The /v1 order list pages by (created_at, id) within an account.
    await queryRunner.query(`CREATE INDEX "IDX_trading_orders_account_page" ON "trading_orders" ("account_id", "created_at" DESC, "id" DESC)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_trading_orders_account_page"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP COLUMN "filled_quantity"`);
    await queryRunner.query(`DELETE FROM "trading_orders" WHERE "expires_at" IS NULL`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ALTER COLUMN "expires_at" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "CHK_trading_orders_time_in_force"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "CHK_trading_orders_status"`);
    await queryRunner.query(`UPDATE "trading_orders" SET "status" = 'canceled' WHERE "status" IN ('expired','partially_filled')`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ALTER COLUMN "status" TYPE varchar(8)`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_status_check" CHECK ("status" IN ('pending','filled','canceled','rejected'))`,
    );
    await queryRunner.query(`DELETE FROM "demo_accounts" WHERE "owner_user_id" IS NOT NULL`);
    await queryRunner.query(`DROP INDEX "IDX_demo_accounts_owner"`);
    for (const column of ['opening', 'seed', 'label', 'owner_user_id']) await queryRunner.query(`ALTER TABLE "demo_accounts" DROP COLUMN "${column}"`);
    for (const table of ['api_rate_windows', 'idempotency_keys', 'api_request_logs', 'api_keys']) await queryRunner.query(`DROP TABLE "${table}"`);
  }
}
