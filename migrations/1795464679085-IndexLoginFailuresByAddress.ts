import { MigrationInterface, QueryRunner } from 'typeorm';

/** Failed sign-ins per address across usernames (the anti-spraying cap) are counted on every login. */
export class IndexLoginFailuresByAddress1795464679085 implements MigrationInterface {
  name = 'IndexLoginFailuresByAddress1795464679085';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_login_failures_address" ON "login_failures" ("ip", "failed_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_login_failures_address"`);
  }
}
