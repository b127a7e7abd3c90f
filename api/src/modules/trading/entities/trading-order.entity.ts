import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { OrderStatus, OrderType, Side, TimeInForce } from '../engine';

@Entity('trading_orders')
export class TradingOrder {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  accountId: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  clientOrderId: string | null;

  @Column({ type: 'varchar', length: 8 })
  symbol: string;

  @Column({ type: 'varchar', length: 4 })
  side: Side;

  @Column({ type: 'varchar', length: 6 })
  orderType: OrderType;

  @Column('int')
  quantity: number;

  @Column({ type: 'numeric', precision: 20, scale: 2, nullable: true })
  limitPrice: string | null;

  @Column({ type: 'varchar', length: 3, default: 'day' })
  timeInForce: TimeInForce;

  @Column({ type: 'varchar', length: 16 })
  status: OrderStatus;

  @Column({ type: 'int', default: 0 })
  filledQuantity: number;

  /** Why it was rejected or canceled, machine-readable (e.g. EXPIRED_AT_CLOSE). */
  @Column({ type: 'varchar', length: 40, nullable: true })
  reason: string | null;

  @Column({ type: 'jsonb', nullable: true })
  reasonDetails: Record<string, unknown> | null;

  @Column({ type: 'numeric', precision: 20, scale: 2, nullable: true })
  filledPrice: string | null;

  /** A day order's close; null for good-till-canceled. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
