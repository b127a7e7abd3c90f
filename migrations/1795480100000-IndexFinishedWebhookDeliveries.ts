import { MigrationInterface, QueryRunner } from 'typeorm';

/** Finished deliveries by age, so the hourly clean-up finds the old ones without reading the table. */
export class IndexFinishedWebhookDeliveries1795480100000 implements MigrationInterface {
  name = 'IndexFinishedWebhookDeliveries1795480100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_finished" ON "webhook_deliveries" ("updated_at") WHERE "status" <> 'pending'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_webhook_deliveries_finished"`);
  }
}
