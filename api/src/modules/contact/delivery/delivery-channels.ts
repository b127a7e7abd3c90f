import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig, CrmConfig, SiteConfig } from '../../../config';
import { CopperClient } from '../clients/copper.client';
import { EmailClient } from '../clients/email.client';
import { HubspotClient } from '../clients/hubspot.client';
import type { LeadPayload } from '../clients/lead-payload';
import type { DeliveryChannel } from '../entities/lead-delivery.entity';

interface ChannelClient {
  deliver(lead: LeadPayload): Promise<void>;
}

/** The outbound channels that are configured; an unconfigured one is never attempted. */
@Injectable()
export class DeliveryChannels implements OnModuleDestroy {
  private readonly clients = new Map<DeliveryChannel, ChannelClient>();
  private readonly email?: EmailClient;

  constructor(config: ConfigService) {
    const crm = config.getOrThrow<CrmConfig>('crm');
    const app = config.getOrThrow<AppConfig>('app');
    const site = config.getOrThrow<SiteConfig>('site');
    const timeout = crm.delivery.timeoutMs;
    const contactPage = `${app.publicUrl ?? `http://localhost:${app.port}`}/contact`;
    if (crm.copper) this.clients.set('copper', new CopperClient(crm.copper, timeout));
    if (crm.hubspot) this.clients.set('hubspot', new HubspotClient(crm.hubspot, timeout, contactPage));
    if (crm.smtpUrl) {
      this.email = new EmailClient(crm.smtpUrl, site.salesEmail, app.productName, timeout);
      this.clients.set('email', this.email);
    }
  }

  configured(): DeliveryChannel[] {
    return [...this.clients.keys()];
  }

  deliver(channel: DeliveryChannel, lead: LeadPayload): Promise<void> {
    const client = this.clients.get(channel);
    if (!client) return Promise.reject(new Error(`Channel ${channel} is not configured`));
    return client.deliver(lead);
  }

  onModuleDestroy(): void {
    this.email?.close();
  }
}
