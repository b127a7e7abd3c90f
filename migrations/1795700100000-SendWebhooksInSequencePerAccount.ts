import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Deliveries of one endpoint and account go in sequence order
 * (docs/decisions/webhooks-in-sequence-per-account.md): a claim asks, for each candidate, whether
 * an earlier one of its endpoint and account is still pending, and a finished delivery claims the
 * next of its account in the statement that records it. Both are one look-up in this index.
 */
export class SendWebhooksInSequencePerAccount1795700100000 implements MigrationInterface {
  name = 'SendWebhooksInSequencePerAccount1795700100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX IF NOT EXISTS "IDX_webhook_deliveries_pending_sequence" ON "webhook_deliveries" ("endpoint_id", "account_id", "sequence") WHERE "status" = 'pending'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_pending_sequence"`);
  }
}
