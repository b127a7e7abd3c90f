import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An idempotency key remembers the id of what its request creates (an order's), chosen when the
 * key is reserved: a retry after a crash between the order's commit and the key's answer finds
 * the order by it, and a retry that places again uses it, so the ledger places it once.
 */
export class RememberIdempotentResourceIds1795694513701 implements MigrationInterface {
  name = 'RememberIdempotentResourceIds1795694513701';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" ADD COLUMN "resource_id" uuid`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "idempotency_keys" DROP COLUMN "resource_id"`);
  }
}
