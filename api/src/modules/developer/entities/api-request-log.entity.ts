import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One `/v1` call of a developer, written off the request path; the newest 100 are kept. */
@Entity('api_request_logs')
export class ApiRequestLog {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column('int')
  userId: number;

  @Column({ type: 'varchar', length: 48 })
  keyPrefix: string;

  @Column({ type: 'varchar', length: 64 })
  requestId: string;

  @Column({ type: 'varchar', length: 8 })
  method: string;

  @Column({ type: 'varchar', length: 200 })
  path: string;

  @Column('int')
  status: number;

  @Column('int')
  durationMs: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
