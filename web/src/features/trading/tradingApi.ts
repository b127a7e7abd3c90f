import { baseApi } from '../../api/baseApi';
import { subscribeToTradingStream } from './tradingStream';
import type { Account, AccountEvent, ActivityEntry, Order, PlaceOrderRequest, Position, Trade } from './tradingTypes';

export const LOG_POLLING_MS = 1000;

type Lifecycle<T> = {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: T) => void) => void;
};

/** Writes pushed events into this cache entry until it is dropped. */
async function followStream<T>({ cacheDataLoaded, cacheEntryRemoved, updateCachedData }: Lifecycle<T>, apply: (draft: T, e: AccountEvent) => void) {
  try {
    await cacheDataLoaded;
  } catch {
    return; // the entry went away before its first answer
  }
  const unsubscribe = subscribeToTradingStream((event) => updateCachedData((draft) => apply(draft, event)));
  await cacheEntryRemoved;
  unsubscribe();
}

function upsert<T extends { id: string }>(list: T[], item: T): void {
  const index = list.findIndex((x) => x.id === item.id);
  if (index >= 0) list[index] = item;
  else list.unshift(item);
}

const tradingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Starting the demo opens the session's account (the only call that creates one).
    openAccount: build.mutation<Account, void>({
      query: () => ({ url: '/trading/account', method: 'POST' }),
      invalidatesTags: ['Account'],
    }),
    getAccount: build.query<Account, void>({
      query: () => '/trading/account',
      providesTags: ['Account'],
      onCacheEntryAdded: (_arg, api) =>
        followStream<Account>(api, (draft, e) => {
          if (e.type === 'account.changed') Object.assign(draft, e.data.account);
        }),
    }),
    getPositions: build.query<Position[], void>({
      query: () => '/trading/positions',
      providesTags: ['Positions'],
      onCacheEntryAdded: (_arg, api) =>
        followStream<Position[]>(api, (draft, e) => {
          if (e.type !== 'position.changed') return;
          const { position } = e.data;
          const index = draft.findIndex((p) => p.symbol === position.symbol);
          if (position.quantity === 0) {
            if (index >= 0) draft.splice(index, 1);
          } else if (index >= 0) draft[index] = position;
          else draft.push(position);
        }),
    }),
    getOrders: build.query<Order[], void>({
      query: () => '/trading/orders',
      providesTags: ['Orders'],
      onCacheEntryAdded: (_arg, api) =>
        followStream<Order[]>(api, (draft, e) => {
          if (e.type.startsWith('order.')) upsert(draft, (e.data as { order: Order }).order);
        }),
    }),
    getTrades: build.query<Trade[], void>({
      query: () => '/trading/trades',
      providesTags: ['Trades'],
      onCacheEntryAdded: (_arg, api) =>
        followStream<Trade[]>(api, (draft, e) => {
          if (e.type === 'order.filled') upsert(draft, e.data.trade);
        }),
    }),
    getActivityLog: build.query<ActivityEntry[], void>({
      query: () => '/trading/logs',
      providesTags: ['Logs'],
    }),
    placeOrder: build.mutation<Order, PlaceOrderRequest>({
      query: (body) => ({ url: '/trading/orders', method: 'POST', body }),
      invalidatesTags: ['Orders', 'Account', 'Positions', 'Trades', 'Logs'],
    }),
    cancelOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/trading/orders/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Orders', 'Account', 'Logs'],
    }),
  }),
});

export const {
  useOpenAccountMutation,
  useGetAccountQuery,
  useGetPositionsQuery,
  useGetOrdersQuery,
  useGetTradesQuery,
  useGetActivityLogQuery,
  usePlaceOrderMutation,
  useCancelOrderMutation,
} = tradingApi;
