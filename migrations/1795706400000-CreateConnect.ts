import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * BrokerBridge Connect (issue 31): partner apps (OAuth clients), the authorization server's
 * artifacts (oidc-provider's models: codes, tokens, grants, interactions, sessions) and
 * connections. Artifacts are one table keyed by (model, id), the payload as JSON: the library
 * adds fields between versions, and its adapter contract only looks rows up by id, grant and uid.
 * Codes and tokens are stored under the SHA-256 of their value (see the adapter).
 */
export class CreateConnect1795706400000 implements MigrationInterface {
  name = 'CreateConnect1795706400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "connect_apps" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "client_id" text NOT NULL UNIQUE,
        "owner_user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
        "name" text NOT NULL,
        "type" text NOT NULL CHECK ("type" IN ('confidential', 'public')),
        "redirect_uris" text[] NOT NULL,
        "secret_hash" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CHECK (("type" = 'confidential') = ("secret_hash" IS NOT NULL))
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_connect_apps_owner" ON "connect_apps" ("owner_user_id", "created_at")`);
    await queryRunner.query(`
      CREATE TABLE "oauth_artifacts" (
        "model" text NOT NULL,
        "id" text NOT NULL,
        "payload" jsonb NOT NULL,
        "grant_id" text,
        "uid" text,
        "expires_at" timestamptz,
        "consumed_at" timestamptz,
        PRIMARY KEY ("model", "id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_oauth_artifacts_grant" ON "oauth_artifacts" ("grant_id") WHERE "grant_id" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_oauth_artifacts_uid" ON "oauth_artifacts" ("uid") WHERE "uid" IS NOT NULL`);
    await queryRunner.query(`CREATE INDEX "IDX_oauth_artifacts_expires" ON "oauth_artifacts" ("expires_at")`);
    await queryRunner.query(`
      CREATE TABLE "connect_connections" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "app_id" uuid NOT NULL REFERENCES "connect_apps"("id") ON DELETE CASCADE,
        "broker" text NOT NULL,
        "broker_user" text NOT NULL,
        "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'broken', 'revoked')),
        "granted_scopes" text[] NOT NULL,
        "account_ids" uuid[] NOT NULL,
        "grant_id" text NOT NULL UNIQUE,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "revoked_at" timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_connect_connections_app" ON "connect_connections" ("app_id", "created_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "connect_connections"`);
    await queryRunner.query(`DROP TABLE "oauth_artifacts"`);
    await queryRunner.query(`DROP TABLE "connect_apps"`);
  }
}
