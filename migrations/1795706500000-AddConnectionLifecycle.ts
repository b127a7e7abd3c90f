import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A connection's lifecycle (CONNECT.md "Connections"): why it broke and when, and the account-clock
 * moment its broker asks the user to sign in again (null for a broker that never does).
 */
export class AddConnectionLifecycle1795706500000 implements MigrationInterface {
  name = 'AddConnectionLifecycle1795706500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "connect_connections"
        ADD COLUMN "broken_reason" text CHECK ("broken_reason" IN ('reauth_required', 'password_changed', 'broker_revoked')),
        ADD COLUMN "broken_at" timestamptz,
        ADD COLUMN "reauth_by" timestamptz,
        ADD COLUMN "repaired_at" timestamptz`);
    // The horizon job reads the live connections that have one.
    await queryRunner.query(
      `CREATE INDEX "IDX_connect_connections_reauth" ON "connect_connections" ("reauth_by") WHERE "status" = 'active' AND "reauth_by" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_connect_connections_reauth"`);
    await queryRunner.query(
      `ALTER TABLE "connect_connections" DROP COLUMN "broken_reason", DROP COLUMN "broken_at", DROP COLUMN "reauth_by", DROP COLUMN "repaired_at"`,
    );
  }
}
