import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// Also on the table, beyond TypeORM's reach and so left alone by it: the unique index on lower(username)
// and the look-alike index (expression indexes, migrations 1763820000000 and 1795464808147).
@Entity({ name: 'users' })
@Index('IDX_users_created_at', ['createdAt'])
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 50 })
  username: string;

  /** argon2id, PHC-encoded; never leaves the server. */
  @Column({ type: 'text', select: false })
  passwordHash: string;

  @Column({ type: 'boolean', default: false })
  isAdmin: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;
}
