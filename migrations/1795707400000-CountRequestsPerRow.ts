import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A request log row stands for `count` answered requests of one route, method and status within
 * one second, instead of one each: the log poll alone wrote a row per poll, thousands a second
 * under load (docs/decisions/request-log-counted-per-second.md). Older rows stand for one.
 */
export class CountRequestsPerRow1795707400000 implements MigrationInterface {
  name = 'CountRequestsPerRow1795707400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "request_logs" ADD "count" integer NOT NULL DEFAULT 1 CHECK ("count" > 0)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "request_logs" DROP COLUMN "count"`);
  }
}
