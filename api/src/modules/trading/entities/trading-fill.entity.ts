import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { Side } from '../engine';

/** One execution of an order (the spec's "trade"). */
@Entity('trading_fills')
export class TradingFill {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  orderId: string;

  @Column('uuid')
  accountId: string;

  @Column({ type: 'varchar', length: 8 })
  symbol: string;

  @Column({ type: 'varchar', length: 4 })
  side: Side;

  @Column('int')
  quantity: number;

  @Column({ type: 'numeric', precision: 20, scale: 2 })
  price: string;

  @Column({ type: 'numeric', precision: 24, scale: 6, default: 0 })
  realizedPnl: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
