import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The LinkedIn cache behind the news page: the last good list of posts, the image bytes
 * fetched once through LinkedIn's images API, and one row saying how the last refresh went.
 */
export class CreateNewsCache1763830000000 implements MigrationInterface {
  name = 'CreateNewsCache1763830000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "news_posts" (
        "id" varchar(200) NOT NULL,
        "position" integer NOT NULL,
        "author" varchar(200) NOT NULL,
        "created" timestamptz NOT NULL,
        "content" text NOT NULL,
        "post_url" varchar(500) NOT NULL,
        "content_image" varchar(200),
        "fetched_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_news_posts" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_news_posts_position" ON "news_posts" ("position")`);
    await queryRunner.query(`
      CREATE TABLE "news_images" (
        "id" varchar(200) NOT NULL,
        "content_type" varchar(100) NOT NULL,
        "bytes" bytea NOT NULL,
        "fetched_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_news_images" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      CREATE TABLE "news_feed_status" (
        "id" smallint NOT NULL,
        "auth_status" varchar(32) NOT NULL,
        "checked_at" timestamptz NOT NULL,
        "last_success_at" timestamptz,
        CONSTRAINT "PK_news_feed_status" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_news_feed_status_single_row" CHECK ("id" = 1),
        CONSTRAINT "CHK_news_feed_status_auth_status" CHECK ("auth_status" IN ('connected', 'token_expired', 'degraded'))
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "news_feed_status"`);
    await queryRunner.query(`DROP TABLE "news_images"`);
    await queryRunner.query(`DROP TABLE "news_posts"`);
  }
}
