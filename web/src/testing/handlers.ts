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

export const currentUserHandler = (user: User | null) =>
  http.get('*/api/user', () =>
    user ? HttpResponse.json(user) : HttpResponse.json({ statusCode: 401, code: 'AUTH.UNAUTHENTICATED', message: 'You are not signed in.' }, { status: 401 }),
  );
