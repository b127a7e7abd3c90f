import { baseApi } from './baseApi';

export interface PublicConfig {
  productName: string;
  salesEmail: string;
  schedulingUrl: string;
  social: { x: string; linkedin: string };
  analyticsId: string | null;
  contactForm: {
    mode: 'form' | 'copper' | 'hubspot';
    copperFormId: string | null;
    hubspotPortalId: string | null;
    hubspotFormId: string | null;
  };
  /** Default admin credentials for the login page footer, only while the server enables the hint. */
  loginHint: { username: string; password: string } | null;
}

export const publicConfigApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPublicConfig: build.query<PublicConfig, void>({
      query: () => '/config/public',
      providesTags: ['PublicConfig'],
    }),
  }),
});

export const { useGetPublicConfigQuery } = publicConfigApi;
