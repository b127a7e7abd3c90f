import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A committed account event with its per-account sequence number, kept for replay. */
@Entity('trading_events')
export class TradingEvent {
  @PrimaryColumn('uuid')
  accountId: string;

  @PrimaryColumn('bigint')
  seq: string;

  @Column({ type: 'varchar', length: 40 })
  type: string;

  @Column('jsonb')
  payload: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
