import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig, AuthConfig, SiteConfig } from '../../config';
import { PublicConfigDto } from './dto/public-config.dto';

@Injectable()
export class PublicConfigService {
  constructor(private readonly config: ConfigService) {}

  get(): PublicConfigDto {
    const app = this.config.getOrThrow<AppConfig>('app');
    const site = this.config.getOrThrow<SiteConfig>('site');
    const auth = this.config.getOrThrow<AuthConfig>('auth');
    return {
      productName: app.productName,
      salesEmail: site.salesEmail,
      schedulingUrl: site.schedulingUrl,
      social: site.social,
      analyticsId: site.analyticsId,
      loginHint: auth.loginHintEnabled ? { username: auth.adminUsername, password: auth.adminPassword } : null,
    };
  }
}
