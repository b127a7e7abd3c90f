import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

export type FeedHealth = 'connected' | 'token_expired' | 'degraded';

/**
 * The outcome of the last refresh, in the database (one row) so that every instance answers
 * the same, not only the one that ran the job.
 */
@Entity({ name: 'news_feed_status' })
@Check('CHK_news_feed_status_single_row', `"id" = 1`)
@Check('CHK_news_feed_status_auth_status', `"auth_status" IN ('connected', 'token_expired', 'degraded')`)
export class NewsFeedStatus {
  @PrimaryColumn({ type: 'smallint' })
  id: number;

  @Column({ type: 'varchar', length: 32 })
  authStatus: FeedHealth;

  @Column({ type: 'timestamptz' })
  checkedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastSuccessAt: Date | null;
}
