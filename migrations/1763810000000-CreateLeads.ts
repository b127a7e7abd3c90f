import { MigrationInterface, QueryRunner } from 'typeorm';

/** Contact leads, stored before the visitor is thanked, and one delivery record per channel. */
export class CreateLeads1763810000000 implements MigrationInterface {
  name = 'CreateLeads1763810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "leads" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "company" varchar(200),
        "message" varchar(5000) NOT NULL,
        "source" varchar(32) NOT NULL,
        "page" varchar(2048),
        "user_agent" varchar(512),
        "ip" varchar(64),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_leads" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_leads_source" CHECK ("source" IN ('contact', 'copper-submit', 'hubspot-submit'))
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_leads_created_at" ON "leads" ("created_at" DESC, "id" DESC)`);
    await queryRunner.query(`
      CREATE TABLE "lead_deliveries" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "lead_id" uuid NOT NULL,
        "channel" varchar(16) NOT NULL,
        "status" varchar(16) NOT NULL DEFAULT 'pending',
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" varchar(1000),
        "delivered_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_lead_deliveries" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_lead_deliveries_lead_channel" UNIQUE ("lead_id", "channel"),
        CONSTRAINT "FK_lead_deliveries_lead" FOREIGN KEY ("lead_id") REFERENCES "leads" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_lead_deliveries_channel" CHECK ("channel" IN ('copper', 'hubspot', 'email')),
        CONSTRAINT "CHK_lead_deliveries_status" CHECK ("status" IN ('pending', 'delivered', 'failed')),
        CONSTRAINT "CHK_lead_deliveries_attempts" CHECK ("attempts" >= 0)
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_lead_deliveries_status" ON "lead_deliveries" ("status")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "lead_deliveries"`);
    await queryRunner.query(`DROP TABLE "leads"`);
  }
}
