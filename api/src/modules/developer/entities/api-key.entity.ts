import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A developer's API key `bb_test_<publicId>_<secret>`: only a SHA-256 of the secret is kept. */
@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 32, unique: true })
  publicId: string;

  /** Hex SHA-256 of the secret part. */
  @Column({ type: 'char', length: 64 })
  secretHash: string;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  @Column({ type: 'text', array: true })
  scopes: string[];

  @Column('int')
  userId: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** Set when the key was rolled: it stops working at the end of the grace period. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
