import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The latest simulated price per symbol, shared by every instance. */
@Entity('trading_prices')
export class TradingPrice {
  @PrimaryColumn({ type: 'varchar', length: 8 })
  symbol: string;

  @Column({ type: 'numeric', precision: 20, scale: 2 })
  price: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
