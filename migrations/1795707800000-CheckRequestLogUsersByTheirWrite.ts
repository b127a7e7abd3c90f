import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The /v1 request log no longer checks its developer by a foreign key, as the activity log stopped
 * checking its account in CheckOrderAndLogAccountsByTheirWrite (no-foreign-keys-on-fills-and-events.md).
 * Its writer keeps only the rows whose developer it has locked (`FOR KEY SHARE`, once per developer
 * in a batch: BatchInserter's `referencing`); the key proved it again, a lookup and a lock for every
 * logged call, that is, for every /v1 order.
 *
 * What the key's cascade did stays: deleting developers deletes their request log in the same statement.
 */
export class CheckRequestLogUsersByTheirWrite1795707800000 implements MigrationInterface {
  name = 'CheckRequestLogUsersByTheirWrite1795707800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "api_request_logs" DROP CONSTRAINT "api_request_logs_user_id_fkey"`);
    await queryRunner.query(`
      CREATE FUNCTION "api_request_logs_delete_with_users"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM api_request_logs l USING deleted_users d WHERE l.user_id = d.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "users_delete_request_logs" AFTER DELETE ON "users"
      REFERENCING OLD TABLE AS deleted_users FOR EACH STATEMENT EXECUTE FUNCTION "api_request_logs_delete_with_users"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "users_delete_request_logs" ON "users"`);
    await queryRunner.query(`DROP FUNCTION "api_request_logs_delete_with_users"()`);
    // The key holds of every row again: none can be left without its developer, but check.
    await queryRunner.query(`DELETE FROM "api_request_logs" l WHERE NOT EXISTS (SELECT FROM "users" u WHERE u.id = l.user_id)`);
    await queryRunner.query(
      `ALTER TABLE "api_request_logs" ADD CONSTRAINT "api_request_logs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE`,
    );
  }
}
