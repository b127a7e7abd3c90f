import { baseApi } from '../../api/baseApi';
import type {
  ApiKey,
  ClockMove,
  CreatedApiKey,
  CursorPage,
  EventPage,
  Items,
  NewKeyRequest,
  RequestFilters,
  RequestLogEntry,
  SandboxAccount,
  SandboxBroker,
  SandboxPosition,
  SandboxQuotes,
  SandboxClock,
  SandboxOrder,
} from './developerTypes';

const EVENTS_PAGE = 100;

/** The developer console's calls (session cookie). */
const developersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listKeys: build.query<ApiKey[], void>({
      query: () => '/developer/keys',
      transformResponse: (body: Items<ApiKey>) => body.items,
      providesTags: ['ApiKeys'],
    }),
    createKey: build.mutation<CreatedApiKey, NewKeyRequest>({
      query: (body) => ({ url: '/developer/keys', method: 'POST', body }),
      invalidatesTags: ['ApiKeys'],
    }),
    revokeKey: build.mutation<void, string>({
      query: (id) => ({ url: `/developer/keys/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ApiKeys'],
    }),
    rollKey: build.mutation<CreatedApiKey, { id: string; graceSeconds: number }>({
      query: ({ id, graceSeconds }) => ({ url: `/developer/keys/${encodeURIComponent(id)}/roll`, method: 'POST', body: { graceSeconds } }),
      invalidatesTags: ['ApiKeys'],
    }),
    listRequests: build.query<RequestLogEntry[], RequestFilters>({
      // Empty filters are left out of the URL.
      query: (filters) => ({ url: '/developer/requests', params: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) }),
      transformResponse: (body: Items<RequestLogEntry>) => body.items,
      providesTags: ['ApiRequests'],
    }),
    // Cursor pages ("Show more"): a developer may hold up to 100 accounts.
    listAccounts: build.infiniteQuery<CursorPage<SandboxAccount>, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ pageParam }) => ({ url: '/developer/accounts', params: { after: pageParam ?? undefined } }),
      providesTags: ['SandboxAccounts'],
    }),
    getAccount: build.query<SandboxAccount, string>({
      query: (id) => `/developer/accounts/${encodeURIComponent(id)}`,
      providesTags: (_r, _e, id) => ['SandboxAccounts', { type: 'SandboxAccount', id }],
    }),
    listAccountPositions: build.query<SandboxPosition[], string>({
      query: (id) => `/developer/accounts/${encodeURIComponent(id)}/positions`,
      transformResponse: (body: Items<SandboxPosition>) => body.items,
      providesTags: (_r, _e, id) => [{ type: 'SandboxPositions', id }],
    }),
    // The held symbols' quotes at the account's clock: refreshed with its positions (a clock move, a reset).
    getAccountQuotes: build.query<SandboxQuotes, { id: string; symbols: string[] }>({
      query: ({ id, symbols }) => ({ url: `/developer/accounts/${encodeURIComponent(id)}/quotes`, params: { symbols: symbols.join(',') } }),
      providesTags: (_r, _e, { id }) => [{ type: 'SandboxPositions', id }],
    }),
    // The brokers an account can be opened at: part of the server's code, so read once and kept.
    listBrokers: build.query<SandboxBroker[], void>({
      query: () => '/developer/brokers',
      transformResponse: (body: Items<SandboxBroker>) => body.items,
      keepUnusedDataFor: 3600,
    }),
    createAccount: build.mutation<SandboxAccount, { label?: string; broker?: string }>({
      query: (body) => ({ url: '/developer/accounts', method: 'POST', body }),
      invalidatesTags: ['SandboxAccounts'],
    }),
    resetAccount: build.mutation<SandboxAccount, string>({
      query: (id) => ({ url: `/developer/accounts/${encodeURIComponent(id)}/reset`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [
        'SandboxAccounts',
        { type: 'SandboxOrders', id },
        { type: 'SandboxEvents', id },
        { type: 'SandboxClock', id },
        { type: 'SandboxPositions', id },
      ],
    }),
    deleteAccount: build.mutation<void, string>({
      query: (id) => ({ url: `/developer/accounts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['SandboxAccounts'],
    }),
    listAccountOrders: build.infiniteQuery<CursorPage<SandboxOrder>, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.nextCursor },
      query: ({ queryArg: id, pageParam }) => ({ url: `/developer/accounts/${encodeURIComponent(id)}/orders`, params: { after: pageParam ?? undefined } }),
      providesTags: (_r, _e, id) => [{ type: 'SandboxOrders', id }],
    }),
    // The log is read oldest first, `after` a sequence number; a full page means there may be more.
    listAccountEvents: build.infiniteQuery<EventPage, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last) => (last.items.length === EVENTS_PAGE ? last.items[EVENTS_PAGE - 1].sequence : undefined),
      },
      query: ({ queryArg: id, pageParam }) => ({
        url: `/developer/accounts/${encodeURIComponent(id)}/events`,
        params: { after: pageParam || undefined, limit: EVENTS_PAGE },
      }),
      providesTags: (_r, _e, id) => [{ type: 'SandboxEvents', id }],
    }),
    getAccountClock: build.query<SandboxClock, string>({
      query: (id) => `/developer/accounts/${encodeURIComponent(id)}/clock`,
      providesTags: (_r, _e, id) => [{ type: 'SandboxClock', id }],
    }),
    // Moving the clock may expire or fill orders on the way: the clock, the account, its orders and events are read again.
    moveAccountClock: build.mutation<SandboxClock, { id: string; move: ClockMove }>({
      query: ({ id, move }) => ({ url: `/developer/accounts/${encodeURIComponent(id)}/clock`, method: 'POST', body: move }),
      invalidatesTags: (_r, error, { id }) =>
        error
          ? []
          : ['SandboxAccounts', { type: 'SandboxClock', id }, { type: 'SandboxOrders', id }, { type: 'SandboxEvents', id }, { type: 'SandboxPositions', id }],
    }),
  }),
});

export const {
  useListKeysQuery,
  useCreateKeyMutation,
  useRevokeKeyMutation,
  useRollKeyMutation,
  useListRequestsQuery,
  useListAccountsInfiniteQuery,
  useGetAccountQuery,
  useListAccountPositionsQuery,
  useGetAccountQuotesQuery,
  useListBrokersQuery,
  useCreateAccountMutation,
  useResetAccountMutation,
  useDeleteAccountMutation,
  useListAccountOrdersInfiniteQuery,
  useListAccountEventsInfiniteQuery,
  useGetAccountClockQuery,
  useMoveAccountClockMutation,
} = developersApi;
