import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Calls granted to one key in one minute, across every instance (see ApiRateLimiter). */
@Entity('api_rate_windows')
export class ApiRateWindow {
  @PrimaryColumn('uuid')
  keyId: string;

  /** Minutes since the epoch. */
  @PrimaryColumn('bigint')
  windowStart: string;

  @Column('int')
  hits: number;

  /** How many calls the last lease handed out (an UPDATE cannot return the old value). */
  @Column('int')
  lastGrant: number;
}
