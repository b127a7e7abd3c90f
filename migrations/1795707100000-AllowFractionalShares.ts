import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every share quantity the ledger stores, as numeric(18,9): whole shares, or fractions of one to 9 places. */
const QUANTITY_COLUMNS = [
  ['trading_orders', 'quantity'],
  ['trading_orders', 'filled_quantity'],
  ['trading_fills', 'quantity'],
  ['trading_positions', 'quantity'],
] as const;

/**
 * Fractional and notional orders (issue 32, northwind): quantities hold fractions of a share
 * (docs/decisions/fractional-and-notional-orders.md), and a notional order keeps the dollar
 * amount it was placed for. Down fails while a fractional quantity or a notional order exists,
 * rather than rounding shares the ledger sums.
 */
export class AllowFractionalShares1795707100000 implements MigrationInterface {
  name = 'AllowFractionalShares1795707100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, column] of QUANTITY_COLUMNS) {
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE numeric(18,9)`);
    }
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD "notional" numeric(20,2)`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "CHK_trading_orders_notional" CHECK ("notional" IS NULL OR ("notional" > 0 AND "order_type" = 'market'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const fractional = QUANTITY_COLUMNS.map(([table, column]) => `EXISTS (SELECT FROM "${table}" WHERE "${column}" <> trunc("${column}"))`).join(' OR ');
    await queryRunner.query(`DO $$ BEGIN
      IF ${fractional} OR EXISTS (SELECT FROM "trading_orders" WHERE "notional" IS NOT NULL) THEN
        RAISE EXCEPTION 'fractional quantities or notional orders exist: whole shares cannot hold them';
      END IF;
    END $$`);
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "CHK_trading_orders_notional"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP COLUMN "notional"`);
    for (const [table, column] of QUANTITY_COLUMNS) {
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE integer`);
    }
  }
}
