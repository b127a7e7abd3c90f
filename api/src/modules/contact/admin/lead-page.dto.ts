import { ApiProperty } from '@nestjs/swagger';
import { DELIVERY_CHANNELS, type DeliveryChannel, type DeliveryStatus } from '../entities/lead-delivery.entity';
import { LEAD_SOURCES, type LeadSource } from '../entities/lead.entity';

export class LeadDeliveryDto {
  @ApiProperty({ enum: DELIVERY_CHANNELS, example: 'copper' })
  readonly channel: DeliveryChannel;

  @ApiProperty({ enum: ['pending', 'delivered', 'failed'], example: 'delivered' })
  readonly status: DeliveryStatus;

  @ApiProperty({ example: 1 })
  readonly attempts: number;

  @ApiProperty({ nullable: true, type: String, example: null })
  readonly lastError: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', example: '2026-11-22T10:00:00.000Z' })
  readonly deliveredAt: string | null;
}

export class LeadDto {
  @ApiProperty({ format: 'uuid' }) readonly id: string;
  @ApiProperty({ example: 'Ada' }) readonly firstName: string;
  @ApiProperty({ example: 'Lovelace' }) readonly lastName: string;
  @ApiProperty({ example: 'ada@fintech.example' }) readonly email: string;
  @ApiProperty({ nullable: true, type: String, example: 'Fintech Labs' }) readonly company: string | null;
  @ApiProperty({ example: 'We would like to connect three brokers.' }) readonly message: string;
  @ApiProperty({ enum: LEAD_SOURCES, example: 'contact' }) readonly source: LeadSource;
  @ApiProperty({ format: 'date-time' }) readonly createdAt: string;
  @ApiProperty({ type: [LeadDeliveryDto] }) readonly deliveries: LeadDeliveryDto[];
}

export class LeadPageDto {
  @ApiProperty({ type: [LeadDto] }) readonly items: LeadDto[];
  @ApiProperty({ example: 42 }) readonly total: number;
  @ApiProperty({ example: 1 }) readonly page: number;
  @ApiProperty({ example: 25 }) readonly pageSize: number;
}
