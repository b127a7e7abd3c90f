import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One post of the last good LinkedIn answer, in LinkedIn's order (`position`). */
@Entity({ name: 'news_posts' })
@Index('IDX_news_posts_position', ['position'])
export class NewsPost {
  /** LinkedIn's post URN, e.g. `urn:li:share:7123456789012345678`. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  id: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  author: string;

  @Column({ type: 'timestamptz' })
  created: Date;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'varchar', length: 500 })
  postUrl: string;

  /** LinkedIn image URN of the post's first image, if it has one. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  contentImage: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  fetchedAt: Date;
}
