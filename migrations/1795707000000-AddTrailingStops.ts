import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trailing stops (issue 32): the type joins the order type check; a trailing stop carries its
 * trail (a price or a percent, exactly one), the water mark the clock carries between moves
 * (the running high of a sell, low of a buy) and the price a buy holds buying power at (its
 * level when placed: docs/decisions/stop-orders.md); the last two only on trailing stops, and
 * absent on one rejected for want of a price. Down fails while such orders exist, rather
 * than deleting orders whose fills the ledger sums.
 */
export class AddTrailingStops1795707000000 implements MigrationInterface {
  name = 'AddTrailingStops1795707000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "trading_orders_order_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_order_type_check" CHECK ("order_type" IN ('market','limit','stop','stop_limit','trailing_stop'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD "trail_price" numeric(20,2), ADD "trail_percent" numeric(5,2), ADD "water_mark" numeric(20,2), ADD "reserve_price" numeric(20,2)`,
    );
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "CHK_trading_orders_trail" CHECK (
        CASE WHEN "order_type" = 'trailing_stop'
          THEN ("trail_price" IS NULL) <> ("trail_percent" IS NULL)
          ELSE "trail_price" IS NULL AND "trail_percent" IS NULL AND "water_mark" IS NULL AND "reserve_price" IS NULL END)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "CHK_trading_orders_trail"`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" DROP COLUMN "reserve_price", DROP COLUMN "water_mark", DROP COLUMN "trail_percent", DROP COLUMN "trail_price"`,
    );
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "trading_orders_order_type_check"`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_order_type_check" CHECK ("order_type" IN ('market','limit','stop','stop_limit'))`,
    );
  }
}
