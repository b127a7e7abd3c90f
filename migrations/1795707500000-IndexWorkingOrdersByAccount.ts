import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account's working orders (pending or partially filled) found directly. The index on pending
 * orders alone stopped serving once the sandbox added partial fills: every read of an account's
 * working orders (the ledger's snapshot, the account view, a clock's due work) asks for both
 * statuses, so Postgres walked every order the account ever placed, and the market job's search
 * for running clocks with working orders read the whole table on every tick (12-17 ms of Postgres
 * a tick once the table held a few hundred thousand orders). A query for pending orders alone
 * still uses this index: its condition implies the index's.
 */
export class IndexWorkingOrdersByAccount1795707500000 implements MigrationInterface {
  name = 'IndexWorkingOrdersByAccount1795707500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_trading_orders_account_working" ON "trading_orders" ("account_id") WHERE "status" IN ('pending', 'partially_filled')`,
    );
    await queryRunner.query(`DROP INDEX "IDX_trading_orders_account_pending"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_trading_orders_account_pending" ON "trading_orders" ("account_id") WHERE "status" = 'pending'`);
    await queryRunner.query(`DROP INDEX "IDX_trading_orders_account_working"`);
  }
}
