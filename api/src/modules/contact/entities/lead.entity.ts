import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const LEAD_SOURCES = ['contact', 'copper-submit', 'hubspot-submit'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** A contact-form submission, kept whatever happens to its deliveries. */
@Entity('leads')
@Check('CHK_leads_source', `"source" IN ('contact', 'copper-submit', 'hubspot-submit')`)
// (created_at DESC, id DESC) on the table: TypeORM does not describe an index's order.
@Index('IDX_leads_created_at', ['createdAt', 'id'])
export class Lead {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Column({ type: 'varchar', length: 5000 })
  message: string;

  @Column({ type: 'varchar', length: 32 })
  source: LeadSource;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  page: string | null;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
