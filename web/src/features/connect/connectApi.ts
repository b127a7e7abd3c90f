import { baseApi } from '../../api/baseApi';
import type { Interaction, StepResult } from './connectTypes';

const base = (uid: string) => `/connect/interactions/${encodeURIComponent(uid)}`;

/** The connect portal's calls: one authorization request (an interaction) at a time, bound to this browser by its cookie. */
const connectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInteraction: build.query<Interaction, string>({ query: (uid) => `${base(uid)}/details` }),
    brokerLogin: build.mutation<StepResult, { uid: string; username: string; password: string }>({
      query: ({ uid, ...body }) => ({ url: `${base(uid)}/login`, method: 'POST', body }),
    }),
    brokerMfa: build.mutation<StepResult, { uid: string; ticket: string; code: string }>({
      query: ({ uid, ...body }) => ({ url: `${base(uid)}/mfa`, method: 'POST', body }),
    }),
    consent: build.mutation<StepResult, { uid: string; accounts: string[]; scopes: string[] }>({
      query: ({ uid, ...body }) => ({ url: `${base(uid)}/consent`, method: 'POST', body }),
    }),
    deny: build.mutation<StepResult, { uid: string; reason: 'deny' | 'no-accounts' }>({
      query: ({ uid, reason }) => ({ url: `${base(uid)}/${reason}`, method: 'POST' }),
    }),
  }),
});

export const { useGetInteractionQuery, useBrokerLoginMutation, useBrokerMfaMutation, useConsentMutation, useDenyMutation } = connectApi;
