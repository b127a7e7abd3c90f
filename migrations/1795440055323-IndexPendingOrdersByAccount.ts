import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account's pending orders, which the ledger reads on every locked change and the
 * account view on every call, found directly: the (account_id, created_at) index made
 * Postgres walk every order the account ever placed to find the few still pending.
 */
export class IndexPendingOrdersByAccount1795440055323 implements MigrationInterface {
  name = 'IndexPendingOrdersByAccount1795440055323';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_trading_orders_account_pending" ON "trading_orders" ("account_id") WHERE "status" = 'pending'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_trading_orders_account_pending"`);
  }
}
