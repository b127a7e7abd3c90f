import { MigrationInterface, QueryRunner } from 'typeorm';

/** Server-side sessions (connect-pg-simple's schema, under our table name). */
export class CreateSessions1763769600000 implements MigrationInterface {
  name = 'CreateSessions1763769600000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "sid" varchar NOT NULL,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL,
        CONSTRAINT "PK_sessions" PRIMARY KEY ("sid")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_sessions_expire" ON "sessions" ("expire")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sessions"`);
  }
}
