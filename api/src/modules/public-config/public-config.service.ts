import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig, AuthConfig, CrmConfig, SiteConfig } from '../../config';
import { PublicConfigDto } from './dto/public-config.dto';

@Injectable()
export class PublicConfigService {
  constructor(private readonly config: ConfigService) {}

  get(): PublicConfigDto {
    const app = this.config.getOrThrow<AppConfig>('app');
    const site = this.config.getOrThrow<SiteConfig>('site');
    const crm = this.config.getOrThrow<CrmConfig>('crm');
    const auth = this.config.getOrThrow<AuthConfig>('auth');
    return {
      productName: app.productName,
      salesEmail: site.salesEmail,
      schedulingUrl: site.schedulingUrl,
      social: site.social,
      analyticsId: site.analyticsId,
      contactForm: {
        mode: crm.formMode,
        copperFormId: crm.copperFormId,
        hubspotPortalId: crm.hubspotPortalId,
        hubspotFormId: crm.hubspotFormId,
      },
      loginHint: auth.loginHintEnabled ? { username: auth.adminUsername, password: auth.adminPassword } : null,
    };
  }
}
