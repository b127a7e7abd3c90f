import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed webhooks: a developer's endpoints, one delivery per (event, endpoint) queued in the
 * same transaction as the event (the outbox), and every attempt made to deliver it.
 */
export class CreateWebhookTables1795472140622 implements MigrationInterface {
  name = 'CreateWebhookTables1795472140622';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "webhook_endpoints" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "owner_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "url" varchar(2048) NOT NULL,
        "events" text[] NOT NULL,
        "secret" varchar(64) NOT NULL,
        "previous_secret" varchar(64),
        "previous_secret_expires_at" timestamptz,
        "disabled_at" timestamptz,
        "disabled_reason" varchar(200),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_endpoints" PRIMARY KEY ("id")
      )`);
    // The ledger's hook looks endpoints up by owner on every event of an owned account.
    await queryRunner.query(`CREATE INDEX "IDX_webhook_endpoints_owner" ON "webhook_endpoints" ("owner_id", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "webhook_deliveries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
        "event_type" varchar(40) NOT NULL,
        "account_id" uuid,
        "sequence" bigint,
        "body" text NOT NULL,
        "status" varchar(9) NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending','succeeded','failed')),
        "attempt_count" integer NOT NULL DEFAULT 0,
        "round_attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz,
        "locked_until" timestamptz,
        "created_at" timestamptz NOT NULL,
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_webhook_deliveries" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("next_attempt_at") WHERE "status" = 'pending'`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "created_at" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "webhook_attempts" (
        "id" bigserial NOT NULL,
        "delivery_id" uuid NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
        "attempted_at" timestamptz NOT NULL,
        "status_code" integer,
        "error" varchar(300),
        "duration_ms" integer NOT NULL,
        "response_excerpt" varchar(1024),
        "next_attempt_at" timestamptz,
        CONSTRAINT "PK_webhook_attempts" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_attempts_delivery" ON "webhook_attempts" ("delivery_id", "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
