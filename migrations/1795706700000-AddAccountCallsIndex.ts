import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The dashboard's "Error Rates by Broker" reads a day of /v1 account calls each minute; this
 * partial index keeps that a range scan over account paths instead of the whole request log.
 */
export class AddAccountCallsIndex1795706700000 implements MigrationInterface {
  name = 'AddAccountCallsIndex1795706700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_api_request_logs_account_calls" ON "api_request_logs" ("created_at") WHERE "path" LIKE '/v1/accounts/%'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_api_request_logs_account_calls"`);
  }
}
