import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One mailing-list address, stored trimmed and lower-cased (the table enforces both). */
@Entity({ name: 'subscribers' })
export class Subscriber {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('UQ_subscribers_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** Path of the page the visitor subscribed from. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  source: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
