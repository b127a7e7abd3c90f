import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A POST's Idempotency-Key with the response it got (Stripe semantics); `status` null = still running. */
@Entity('idempotency_keys')
export class IdempotencyKey {
  @PrimaryColumn('int')
  userId: number;

  @PrimaryColumn({ type: 'varchar', length: 255 })
  key: string;

  /** Hex SHA-256 of method, path and body: the same key with another request is a 409. */
  @Column({ type: 'char', length: 64 })
  requestHash: string;

  @Column({ type: 'int', nullable: true })
  status: number | null;

  @Column({ type: 'jsonb', nullable: true })
  response: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
