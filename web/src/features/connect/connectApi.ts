import { baseApi } from '../../api/baseApi';
import type { Interaction, StepResult } from './connectTypes';

const base = (uid: string) => `/connect/interactions/${encodeURIComponent(uid)}`;

/** The connect portal's calls: one authorization request (an interaction) at a time, bound to this browser by its cookie. */
const connectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInteraction: build.query<Interaction, string>({ query: (uid) => `${base(uid)}/details` }),
    /** The broker pick answers the interaction as it now is: the page moves on to the sign-in without asking again. */
    pickBroker: build.mutation<Interaction, { uid: string; broker: string }>({
      query: ({ uid, ...body }) => ({ url: `${base(uid)}/broker`, method: 'POST', body }),
      async onQueryStarted({ uid }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) void dispatch(connectApi.util.upsertQueryData('getInteraction', uid, data));
      },
    }),
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

export const { useGetInteractionQuery, usePickBrokerMutation, useBrokerLoginMutation, useBrokerMfaMutation, useConsentMutation, useDenyMutation } = connectApi;
