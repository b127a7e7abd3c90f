import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the dashboard job reads (request log, health probes, seeded history) and what it
 * writes (one snapshot per minute that the dashboard endpoints read back as is).
 */
export class CreateDashboardTables1763820100000 implements MigrationInterface {
  name = 'CreateDashboardTables1763820100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "request_logs" (
        "id" BIGSERIAL NOT NULL,
        "method" varchar(10) NOT NULL,
        "route" varchar(300) NOT NULL,
        "status_code" smallint NOT NULL,
        "duration_ms" integer NOT NULL,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "PK_request_logs" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_request_logs_created_at" ON "request_logs" ("created_at")`);
    await queryRunner.query(`
      CREATE TABLE "health_probes" (
        "id" BIGSERIAL NOT NULL,
        "ok" boolean NOT NULL,
        "latency_ms" integer NOT NULL,
        "checked_at" timestamptz NOT NULL,
        CONSTRAINT "PK_health_probes" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_health_probes_checked_at" ON "health_probes" ("checked_at")`);
    await queryRunner.query(`
      CREATE TABLE "chart_seed_points" (
        "chart_id" varchar(40) NOT NULL,
        "bucket" date NOT NULL,
        "label" varchar(40) NOT NULL,
        "value" double precision NOT NULL,
        "seeded_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_chart_seed_points" PRIMARY KEY ("chart_id", "bucket", "label")
      )`);
    await queryRunner.query(`
      CREATE TABLE "dashboard_snapshots" (
        "id" BIGSERIAL NOT NULL,
        "minute" timestamptz NOT NULL,
        "metrics" jsonb NOT NULL,
        "charts" jsonb NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_dashboard_snapshots" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_dashboard_snapshots_minute" UNIQUE ("minute")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "dashboard_snapshots"`);
    await queryRunner.query(`DROP TABLE "chart_seed_points"`);
    await queryRunner.query(`DROP TABLE "health_probes"`);
    await queryRunner.query(`DROP TABLE "request_logs"`);
  }
}
