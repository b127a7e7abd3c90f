import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Short positions (issue 32, summit-ridge): a position's quantity may be negative. The CHECK that
 * kept it at zero or more is replaced by one that keeps the cost basis on the position's side (a
 * short's is minus its proceeds; a closed position's is zero either way). Down fails while short
 * positions exist, rather than deleting positions the ledger's fills add up to.
 */
export class AllowShortPositions1795707200000 implements MigrationInterface {
  name = 'AllowShortPositions1795707200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_positions" DROP CONSTRAINT "trading_positions_quantity_check"`);
    await queryRunner.query(
      `ALTER TABLE "trading_positions" ADD CONSTRAINT "CHK_trading_positions_side" CHECK (("quantity" >= 0 AND "cost_basis" >= 0) OR ("quantity" <= 0 AND "cost_basis" <= 0))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_positions" DROP CONSTRAINT "CHK_trading_positions_side"`);
    await queryRunner.query(`ALTER TABLE "trading_positions" ADD CONSTRAINT "trading_positions_quantity_check" CHECK ("quantity" >= 0)`);
  }
}
