import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each attempt keeps the headers it was sent with (webhook-id, -timestamp, -signature...), for the console to show. */
export class KeepWebhookRequestHeaders1795706256036 implements MigrationInterface {
  name = 'KeepWebhookRequestHeaders1795706256036';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_attempts" ADD COLUMN "request_headers" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "webhook_attempts" DROP COLUMN "request_headers"`);
  }
}
