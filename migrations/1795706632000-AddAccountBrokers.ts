import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every account belongs to one broker, whose profile (api/src/modules/simulator/brokers) says what
 * it accepts; accounts opened before brokers are Northwind's, as a new account is by default.
 * The CHECK holds the id's shape, not the list of five: the list lives in the profiles and is
 * checked in code where an id comes in, so a sixth broker is a new profile, not a migration
 * (docs/decisions/broker-profiles.md).
 */
export class AddAccountBrokers1795706632000 implements MigrationInterface {
  name = 'AddAccountBrokers1795706632000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "demo_accounts" ADD COLUMN "broker" text NOT NULL DEFAULT 'northwind' CONSTRAINT "CHK_demo_accounts_broker" CHECK ("broker" ~ '^[a-z][a-z0-9-]{1,31}$')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "demo_accounts" DROP COLUMN "broker"`);
  }
}
