import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stop and stop-limit orders (issue 32): the type's column widens past 'limit' (to hold
 * 'trailing_stop' too), the stop price they trigger at, and when a stop_limit's stop triggered
 * (it rests as a limit order from then on). Down fails while such orders exist, rather than
 * deleting orders whose fills the ledger sums.
 */
export class AddStopOrders1795706800000 implements MigrationInterface {
  name = 'AddStopOrders1795706800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "trading_orders_order_type_check"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ALTER COLUMN "order_type" TYPE varchar(13)`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_order_type_check" CHECK ("order_type" IN ('market','limit','stop','stop_limit'))`,
    );
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD "stop_price" numeric(20,2), ADD "triggered_at" timestamptz`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "CHK_trading_orders_stop_price" CHECK (("order_type" IN ('stop','stop_limit')) = ("stop_price" IS NOT NULL))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "CHK_trading_orders_stop_price"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP COLUMN "triggered_at", DROP COLUMN "stop_price"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "trading_orders_order_type_check"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ALTER COLUMN "order_type" TYPE varchar(6)`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_order_type_check" CHECK ("order_type" IN ('market','limit'))`);
  }
}
