import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sandbox account's market (SANDBOX.md "Control"): its clock as an anchor pair (the account's
 * time is computed from it, never ticked), how far in account time its due work has been
 * processed, prices set by hand, and a scripted fault for its next calls. A row is made the
 * first time the account's market is used; an account without one runs on real time.
 * Orders gain their script (`simulate`) and when it next acts (`next_step_at`), plus the
 * average price of what filled so far (filled_price stays the price of a whole fill).
 */
export class CreateSandboxMarkets1795490000000 implements MigrationInterface {
  name = 'CreateSandboxMarkets1795490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sandbox_markets" (
        "account_id" uuid NOT NULL REFERENCES "demo_accounts"("id") ON DELETE CASCADE,
        "frozen" boolean NOT NULL DEFAULT false,
        "speed" double precision NOT NULL DEFAULT 1,
        "anchor_real" timestamptz NOT NULL,
        "anchor_account" timestamptz NOT NULL,
        "processed_until" timestamptz NOT NULL,
        "price_overrides" jsonb NOT NULL DEFAULT '{}',
        "fault" jsonb,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sandbox_markets" PRIMARY KEY ("account_id"),
        CONSTRAINT "CHK_sandbox_markets_speed" CHECK ("speed" > 0)
      )`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD "simulate" jsonb`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD "next_step_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD "step" integer NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['step', 'next_step_at', 'simulate']) await queryRunner.query(`ALTER TABLE "trading_orders" DROP COLUMN "${column}"`);
    await queryRunner.query(`DROP TABLE "sandbox_markets"`);
  }
}
