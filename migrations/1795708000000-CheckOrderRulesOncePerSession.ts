import { MigrationInterface, QueryRunner } from 'typeorm';

/** The single-column rules, each a domain over the column's type (domain, column, base type, rule, its old check's name). */
const DOMAINS: [table: string, domain: string, column: string, type: string, rule: string, check: string][] = [
  ['trading_orders', 'trading_order_side', 'side', 'varchar(4)', `VALUE IN ('buy','sell')`, 'trading_orders_side_check'],
  [
    'trading_orders',
    'trading_order_type',
    'order_type',
    'varchar(13)',
    `VALUE IN ('market','limit','stop','stop_limit','trailing_stop')`,
    'trading_orders_order_type_check',
  ],
  ['trading_orders', 'trading_order_time_in_force', 'time_in_force', 'varchar(3)', `VALUE IN ('day','gtc','ioc','fok')`, 'CHK_trading_orders_time_in_force'],
  [
    'trading_orders',
    'trading_order_status',
    'status',
    'varchar(16)',
    `VALUE IN ('pending','partially_filled','filled','canceled','rejected','expired')`,
    'CHK_trading_orders_status',
  ],
  ['trading_orders', 'trading_order_quantity', 'quantity', 'numeric(18,9)', 'VALUE > 0', 'trading_orders_quantity_check'],
  ['demo_accounts', 'broker_name', 'broker', 'text', `VALUE ~ '^[a-z][a-z0-9-]{1,31}$'`, 'CHK_demo_accounts_broker'],
];

/** The rules between an order's columns, as they were, each its own check (for down()). */
const ORDER_RULES: [check: string, rule: string][] = [
  ['CHK_trading_orders_extended_hours', `NOT extended_hours OR (order_type = 'limit' AND time_in_force = 'day')`],
  ['CHK_trading_orders_notional', `notional IS NULL OR (notional > 0 AND order_type = 'market')`],
  ['CHK_trading_orders_stop_price', `(order_type IN ('stop','stop_limit')) = (stop_price IS NOT NULL)`],
  [
    'CHK_trading_orders_trail',
    `CASE WHEN order_type = 'trailing_stop' THEN (trail_price IS NULL) <> (trail_percent IS NULL)
     ELSE trail_price IS NULL AND trail_percent IS NULL AND water_mark IS NULL AND reserve_price IS NULL END`,
  ],
];

/**
 * Postgres reads and plans a table's check constraints again for every statement that writes the
 * table (each check's stored expression tree is parsed from its text, then simplified), where a
 * domain's checks are read and planned once per session and kept. An order's nine checks were 9%
 * of a backend's CPU in the demo's market orders (perf on the embedded server), 28 of 111 µs of a
 * bare order insert (pgbench, one client); as domains and one function, 4 µs
 * (docs/decisions/order-rules-once-per-session.md).
 *
 * So each rule of one column becomes a domain of that column, and the rules between an order's
 * columns one check calling an immutable function, whose plan plpgsql keeps for the session. The
 * function raises the broken rule's old check name (the error's constraint), so a violation says
 * which rule it broke, as before. Nothing any row may hold changes.
 */
export class CheckOrderRulesOncePerSession1795708000000 implements MigrationInterface {
  name = 'CheckOrderRulesOncePerSession1795708000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [table, domain, column, type, rule, check] of DOMAINS) {
      await queryRunner.query(`CREATE DOMAIN "${domain}" AS ${type} CONSTRAINT "${domain}_check" CHECK (${rule})`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${check}"`);
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE "${domain}"`);
    }
    const failures = ORDER_RULES.map(
      ([check, rule]) => `IF NOT (${rule}) THEN
          RAISE check_violation USING MESSAGE = 'new row for relation "trading_orders" violates check constraint "${check}"', CONSTRAINT = '${check}', TABLE = 'trading_orders';
        END IF;`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "trading_order_rules_hold"(order_type text, time_in_force text, extended_hours boolean, notional numeric, stop_price numeric,
        trail_price numeric, trail_percent numeric, water_mark numeric, reserve_price numeric) RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
      BEGIN
        ${failures.join('\n        ')}
        RETURN true;
      END $$`);
    for (const [check] of ORDER_RULES) await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "${check}"`);
    await queryRunner.query(`
      ALTER TABLE "trading_orders" ADD CONSTRAINT "CHK_trading_orders_rules" CHECK (
        "trading_order_rules_hold"(order_type, time_in_force, extended_hours, notional, stop_price, trail_price, trail_percent, water_mark, reserve_price))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_orders" DROP CONSTRAINT "CHK_trading_orders_rules"`);
    await queryRunner.query(`DROP FUNCTION "trading_order_rules_hold"`);
    for (const [check, rule] of ORDER_RULES) await queryRunner.query(`ALTER TABLE "trading_orders" ADD CONSTRAINT "${check}" CHECK (${rule})`);
    for (const [table, domain, column, type, rule, check] of [...DOMAINS].reverse()) {
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "${column}" TYPE ${type}`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${check}" CHECK (${rule.replace(/VALUE/g, `"${column}"`)})`);
      await queryRunner.query(`DROP DOMAIN "${domain}"`);
    }
  }
}
