import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A visitor's paper-trading account; money columns are numeric and read as strings. */
@Entity('demo_accounts')
export class DemoAccount {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'numeric', precision: 20, scale: 2 })
  cash: string;

  @Column({ type: 'numeric', precision: 24, scale: 6, default: 0 })
  realizedPnl: string;

  /** Last per-account event sequence number handed out. */
  @Column({ type: 'bigint', default: 0 })
  eventSeq: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** Roughly when the account was last used (see AccountActivity); it expires after 30 idle days. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastActiveAt: Date;
}
