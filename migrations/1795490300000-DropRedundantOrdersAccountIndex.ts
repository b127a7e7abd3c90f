import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * IDX_trading_orders_account (account_id, created_at DESC) is a prefix of
 * IDX_trading_orders_account_page (account_id, created_at DESC, id DESC), which serves every
 * query it served. Each order inserted, and each one a fill or cancel moves out of pending (not a
 * HOT update: status is in the pending indexes' predicates), wrote an entry into both.
 */
export class DropRedundantOrdersAccountIndex1795490300000 implements MigrationInterface {
  name = 'DropRedundantOrdersAccountIndex1795490300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_trading_orders_account"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_trading_orders_account" ON "trading_orders" ("account_id", "created_at" DESC)`);
  }
}
