import { MigrationInterface, QueryRunner } from 'typeorm';

/** The /v1 request log keeps each call's bodies, redacted and cut to 2 KiB (requests/redact.ts), for the console. */
export class KeepRedactedRequestBodies1795706333630 implements MigrationInterface {
  name = 'KeepRedactedRequestBodies1795706333630';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_request_logs" ADD COLUMN "request_body" text, ADD COLUMN "response_body" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_request_logs" DROP COLUMN "request_body", DROP COLUMN "response_body"`);
  }
}
