import { MigrationInterface, QueryRunner } from 'typeorm';

/** Fill-or-kill orders (issue 32): `fok` joins the times in force. Down fails while such orders exist. */
export class AddFillOrKill1795706900000 implements MigrationInterface {
  name = 'AddFillOrKill1795706900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "CHK_trading_orders_time_in_force"`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "CHK_trading_orders_time_in_force" CHECK ("time_in_force" IN ('day','gtc','ioc','fok'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "CHK_trading_orders_time_in_force"`);
    await queryRunner.query(`ALTER TABLE "trading_orders" ADD CONSTRAINT "CHK_trading_orders_time_in_force" CHECK ("time_in_force" IN ('day','gtc','ioc'))`);
  }
}
