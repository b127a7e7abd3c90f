import { MigrationInterface, QueryRunner } from 'typeorm';

/** The paper-trading simulator: money is numeric (exact), every order transition is a row update. */
export class CreateTradingTables1763840000000 implements MigrationInterface {
  name = 'CreateTradingTables1763840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "demo_accounts" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "cash" numeric(20,2) NOT NULL,
        "realized_pnl" numeric(24,6) NOT NULL DEFAULT 0,
        "event_seq" bigint NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_demo_accounts" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "trading_orders" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "account_id" uuid NOT NULL REFERENCES "demo_accounts"("id") ON DELETE CASCADE,
        "client_order_id" varchar(64),
        "symbol" varchar(8) NOT NULL,
        "side" varchar(4) NOT NULL CHECK ("side" IN ('buy','sell')),
        "order_type" varchar(6) NOT NULL CHECK ("order_type" IN ('market','limit')),
        "quantity" integer NOT NULL CHECK ("quantity" > 0),
        "limit_price" numeric(20,2),
        "time_in_force" varchar(3) NOT NULL DEFAULT 'day',
        "status" varchar(8) NOT NULL CHECK ("status" IN ('pending','filled','canceled','rejected')),
        "reason" varchar(40),
        "reason_details" jsonb,
        "filled_price" numeric(20,2),
        "expires_at" timestamptz NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_trading_orders" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_trading_orders_client_id" ON "trading_orders" ("account_id", "client_order_id") WHERE "client_order_id" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_trading_orders_account" ON "trading_orders" ("account_id", "created_at" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_trading_orders_pending" ON "trading_orders" ("symbol") WHERE "status" = 'pending'`);
    await queryRunner.query(`
      CREATE TABLE "trading_fills" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "trading_orders"("id") ON DELETE CASCADE,
        "account_id" uuid NOT NULL REFERENCES "demo_accounts"("id") ON DELETE CASCADE,
        "symbol" varchar(8) NOT NULL,
        "side" varchar(4) NOT NULL,
        "quantity" integer NOT NULL,
        "price" numeric(20,2) NOT NULL,
        "realized_pnl" numeric(24,6) NOT NULL DEFAULT 0,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_trading_fills" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_trading_fills_order" UNIQUE ("order_id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_trading_fills_account" ON "trading_fills" ("account_id", "created_at" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "trading_positions" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "account_id" uuid NOT NULL REFERENCES "demo_accounts"("id") ON DELETE CASCADE,
        "symbol" varchar(8) NOT NULL,
        "quantity" integer NOT NULL CHECK ("quantity" >= 0),
        "cost_basis" numeric(24,6) NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_trading_positions" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_trading_positions_symbol" UNIQUE ("account_id", "symbol")
      )`);
    await queryRunner.query(`
      CREATE TABLE "trading_activity_logs" (
        "id" bigserial NOT NULL,
        "account_id" uuid NOT NULL REFERENCES "demo_accounts"("id") ON DELETE CASCADE,
        "method" varchar(8) NOT NULL,
        "endpoint" varchar(200) NOT NULL,
        "status" integer NOT NULL,
        "duration_ms" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_trading_activity_logs" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_trading_activity_logs_account" ON "trading_activity_logs" ("account_id", "id" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "trading_events" (
        "account_id" uuid NOT NULL REFERENCES "demo_accounts"("id") ON DELETE CASCADE,
        "seq" bigint NOT NULL,
        "type" varchar(40) NOT NULL,
        "payload" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_trading_events" PRIMARY KEY ("account_id", "seq")
      )`);
    await queryRunner.query(`
      CREATE TABLE "trading_prices" (
        "symbol" varchar(8) NOT NULL,
        "price" numeric(20,2) NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_trading_prices" PRIMARY KEY ("symbol")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'trading_prices',
      'trading_events',
      'trading_activity_logs',
      'trading_positions',
      'trading_fills',
      'trading_orders',
      'demo_accounts',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
