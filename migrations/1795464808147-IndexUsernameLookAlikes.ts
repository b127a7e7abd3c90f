import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-up refuses a name that differs from a taken one only by case or punctuation; this index
 * answers that question. Not unique: installs may already hold such pairs, and they keep working.
 */
export class IndexUsernameLookAlikes1795464808147 implements MigrationInterface {
  name = 'IndexUsernameLookAlikes1795464808147';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_users_look_alike" ON "users" ((regexp_replace(lower("username"), '[._-]', '', 'g')))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_users_look_alike"`);
  }
}
