import { MigrationInterface, QueryRunner } from 'typeorm';

/** An account's id in a /v1 account call's path (the 36 characters of a UUID, nothing else). */
const ACCOUNT_PATH = `'^/v1/accounts/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(/|$)'`;

/**
 * The dashboard's "Error Rates by Broker" counted a day of /v1 account calls in the request log,
 * which keeps only each developer's newest 100: a developer's 1,000 calls of the day counted as
 * at most 100. The calls are now counted as they are logged, per account and minute (the broker
 * is the account's, read with the counts), and the log's partial index for that read goes. The
 * request log's day so far is counted in (docs/decisions/broker-dashboard-charts.md).
 */
export class CountAccountCallsPerMinute1795708100000 implements MigrationInterface {
  name = 'CountAccountCallsPerMinute1795708100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "api_account_call_minutes" (
        "minute" timestamptz NOT NULL,
        "account_id" uuid NOT NULL,
        "calls" integer NOT NULL,
        "failed" integer NOT NULL,
        CONSTRAINT "PK_api_account_call_minutes" PRIMARY KEY ("minute", "account_id")
      )`);
    await queryRunner.query(`
      INSERT INTO "api_account_call_minutes" ("minute", "account_id", "calls", "failed")
      SELECT date_trunc('minute', "created_at"), (regexp_match("path", ${ACCOUNT_PATH}))[1]::uuid, count(*), count(*) FILTER (WHERE "status" >= 500)
        FROM "api_request_logs" WHERE "path" ~ ${ACCOUNT_PATH} AND "created_at" > now() - interval '2 days'
       GROUP BY 1, 2`);
    await queryRunner.query(`DROP INDEX "IDX_api_request_logs_account_calls"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_api_request_logs_account_calls" ON "api_request_logs" ("created_at") WHERE "path" LIKE '/v1/accounts/%'`);
    await queryRunner.query(`DROP TABLE "api_account_call_minutes"`);
  }
}
