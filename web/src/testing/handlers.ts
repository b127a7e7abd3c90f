import { http, HttpResponse } from 'msw';
import type { PublicConfig } from '../api/publicConfigApi';
import type { User } from '../api/sessionApi';

export const publicConfigFixture: PublicConfig = {
  productName: 'BrokerBridge',
  salesEmail: 'sales@brokerbridge.example',
  schedulingUrl: 'https://calendar.brokerbridge.example/intro-call',
  social: { x: 'https://x.com/brokerbridge', linkedin: 'https://www.linkedin.com/company/brokerbridge' },
  analyticsId: null,
  contactForm: { mode: 'form', copperFormId: null, hubspotPortalId: null, hubspotFormId: null },
  loginHint: { username: 'admin', password: 'brokerbridge' },
};

export const publicConfigHandler = http.get('*/api/config/public', () => HttpResponse.json(publicConfigFixture));

/** The session probe (GET /api/session): a visitor is a null user, never a 401. */
export const currentUserHandler = (user: User | null) => http.get('*/api/session', () => HttpResponse.json({ user }));
