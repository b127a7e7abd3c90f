import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Image bytes fetched once through LinkedIn's images API and served from here afterwards. */
@Entity({ name: 'news_images' })
export class NewsImage {
  /** LinkedIn image URN, e.g. `urn:li:image:C4D22AQH1a2b3c`. */
  @PrimaryColumn({ type: 'varchar', length: 200 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  contentType: string;

  @Column({ type: 'bytea' })
  bytes: Buffer;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  fetchedAt: Date;
}
