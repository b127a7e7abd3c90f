import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** Shares held per symbol; average cost = costBasis / quantity. Rows at 0 are closed positions. */
@Entity('trading_positions')
export class TradingPosition {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  accountId: string;

  @Column({ type: 'varchar', length: 8 })
  symbol: string;

  @Column('int')
  quantity: number;

  @Column({ type: 'numeric', precision: 24, scale: 6 })
  costBasis: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
