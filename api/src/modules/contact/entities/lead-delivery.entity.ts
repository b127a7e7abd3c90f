import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { Lead } from './lead.entity';

export const DELIVERY_CHANNELS = ['copper', 'hubspot', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** How one lead fared on one outbound channel; `attempts` counts every call made. */
@Entity('lead_deliveries')
@Unique('UQ_lead_deliveries_lead_channel', ['leadId', 'channel'])
@Check('CHK_lead_deliveries_channel', `"channel" IN ('copper', 'hubspot', 'email')`)
@Check('CHK_lead_deliveries_status', `"status" IN ('pending', 'delivered', 'failed')`)
@Check('CHK_lead_deliveries_attempts', `"attempts" >= 0`)
@Index('IDX_lead_deliveries_status', ['status'])
export class LeadDelivery {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  leadId: string;

  @ManyToOne(() => Lead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id', foreignKeyConstraintName: 'FK_lead_deliveries_lead' })
  lead?: Lead;

  @Column({ type: 'varchar', length: 16 })
  channel: DeliveryChannel;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: DeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
