import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A paper-trading account: a visitor's demo or a developer's sandbox; money columns are numeric and read as strings. */
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

  /** The developer owning a sandbox account; null for a demo account (owned by a session). */
  @Column({ type: 'int', nullable: true })
  ownerUserId: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  label: string | null;

  /** Makes a sandbox account's prices reproducible (SANDBOX.md "Control"). */
  @Column({ type: 'bigint', nullable: true })
  seed: string | null;

  /** A sandbox account's opening cash and positions, which a reset goes back to. */
  @Column({ type: 'jsonb', nullable: true })
  opening: Record<string, unknown> | null;
}
