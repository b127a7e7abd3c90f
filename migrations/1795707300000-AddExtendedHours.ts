import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Extended-hours orders (issue 32, northwind): a limit day order the price path may also cross in
 * pre-market (from 04:00 New York) and after-hours (to 20:00), living until after-hours ends. Only
 * a limit day order can be one, as at Alpaca (docs/decisions/extended-hours-orders.md).
 */
export class AddExtendedHours1795707300000 implements MigrationInterface {
  name = 'AddExtendedHours1795707300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD "extended_hours" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "CHK_trading_orders_extended_hours" CHECK (NOT "extended_hours" OR ("order_type" = 'limit' AND "time_in_force" = 'day'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "CHK_trading_orders_extended_hours"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP COLUMN "extended_hours"`);
  }
}
