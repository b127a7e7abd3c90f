import { MigrationInterface, QueryRunner } from 'typeorm';

/** Partial fills (SANDBOX.md "Control"): an order may now have several fills, so fills are found by order through an index, not a unique key. */
export class AllowPartialFills1795490100000 implements MigrationInterface {
  name = 'AllowPartialFills1795490100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_fills" DROP CONSTRAINT "UQ_trading_fills_order"`);
    await queryRunner.query(`CREATE INDEX "IDX_trading_fills_order" ON "trading_fills" ("order_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_trading_fills_order"`);
    // Keeps each order's first fill: the one-fill-per-order rule cannot hold partial fills.
    await queryRunner.query(
      `DELETE FROM "trading_fills" f USING "trading_fills" g WHERE f.order_id = g.order_id AND (f.created_at, f.id) > (g.created_at, g.id)`,
    );
    await queryRunner.query(`ALTER TABLE "trading_fills" ADD CONSTRAINT "UQ_trading_fills_order" UNIQUE ("order_id")`);
  }
}
