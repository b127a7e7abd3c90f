import { MigrationInterface, QueryRunner } from 'typeorm';

/** Mailing-list subscribers: one row per address, whatever its letter case on the way in. */
export class CreateSubscribers1763800000000 implements MigrationInterface {
  name = 'CreateSubscribers1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "subscribers" (
        "id" SERIAL NOT NULL,
        "email" varchar(254) NOT NULL,
        "source" varchar(200),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_subscribers" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_subscribers_email_normalized" CHECK ("email" = lower(btrim("email")))
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_subscribers_email" ON "subscribers" ("email")`);
    // The admin list reads newest first.
    await queryRunner.query(`CREATE INDEX "IDX_subscribers_created_at" ON "subscribers" ("created_at" DESC, "id" DESC)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "subscribers"`);
  }
}
