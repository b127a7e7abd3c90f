import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An event's created_at is its account's clock time, which a developer may freeze or move on:
 * the console shows it beside the real time the event was written. Older events have none.
 */
export class RecordEventRealTimes1795706214053 implements MigrationInterface {
  name = 'RecordEventRealTimes1795706214053';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_events" ADD COLUMN "recorded_at" timestamptz`);
    await queryRunner.query(`ALTER TABLE "trading_events" ALTER COLUMN "recorded_at" SET DEFAULT now()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trading_events" DROP COLUMN "recorded_at"`);
  }
}
