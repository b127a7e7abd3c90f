import { Column, Entity, PrimaryColumn } from 'typeorm';

export type FeedHealth = 'connected' | 'token_expired' | 'degraded';

/**
 * The outcome of the last refresh, in the database (one row) so that every instance answers
 * the same, not only the one that ran the job.
 */
@Entity({ name: 'news_feed_status' })
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
