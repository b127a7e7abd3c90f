import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Orders and activity log rows no longer check their account by a foreign key, as fills and
 * events stopped doing in CheckFillAndEventAccountsByTheirWrite (no-foreign-keys-on-fills-and-events.md).
 * An order is only written by the ledger's statement, which updates the account's row first and
 * writes nothing unless that update matched; an activity log batch keeps only the rows whose
 * account it has locked (`FOR KEY SHARE`, in its own condition). The keys proved both again, a
 * lookup and a row lock with its WAL record for every order and every logged call: two of each
 * on every demo market order.
 *
 * What the keys' cascades did stays: deleting accounts deletes their orders (and so, by
 * trading_orders_delete_fills, their fills) and their activity log in the same statement.
 */
export class CheckOrderAndLogAccountsByTheirWrite1795707700000 implements MigrationInterface {
  name = 'CheckOrderAndLogAccountsByTheirWrite1795707700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "trading_orders_account_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "trading_activity_logs" DROP CONSTRAINT "trading_activity_logs_account_id_fkey"`);
    await queryRunner.query(`
      CREATE FUNCTION "trading_orders_and_logs_delete_with_accounts"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM trading_orders o USING deleted_accounts d WHERE o.account_id = d.id;
        DELETE FROM trading_activity_logs l USING deleted_accounts d WHERE l.account_id = d.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "demo_accounts_delete_orders_and_logs" AFTER DELETE ON "demo_accounts"
      REFERENCING OLD TABLE AS deleted_accounts FOR EACH STATEMENT EXECUTE FUNCTION "trading_orders_and_logs_delete_with_accounts"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "demo_accounts_delete_orders_and_logs" ON "demo_accounts"`);
    await queryRunner.query(`DROP FUNCTION "trading_orders_and_logs_delete_with_accounts"()`);
    // The keys hold of every row again: none can be left without its account, but check.
    await queryRunner.query(`DELETE FROM "trading_orders" o WHERE NOT EXISTS (SELECT FROM "demo_accounts" a WHERE a.id = o.account_id)`);
    await queryRunner.query(`DELETE FROM "trading_activity_logs" l WHERE NOT EXISTS (SELECT FROM "demo_accounts" a WHERE a.id = l.account_id)`);
    await queryRunner.query(
      `ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "demo_accounts"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "trading_activity_logs" ADD CONSTRAINT "trading_activity_logs_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "demo_accounts"("id") ON DELETE CASCADE`,
    );
  }
}
