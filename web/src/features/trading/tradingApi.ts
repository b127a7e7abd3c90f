import { baseApi } from '../../api/baseApi';
import { accountFromEvent, orderFromEvent, positionFromEvent, tradeFromEvent } from './pushedEvents';
import { type LivePrices, subscribeToPrices, subscribeToTradingStream } from './tradingStream';
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

/**
 * Puts `item` in the list (new ones first), unless the list holds a newer state of it: an
 * order's answer and its pushed events may arrive in either order, and the older must not win.
 */
function upsert<T extends { id: string }>(list: T[], item: T, updatedAt?: (x: T) => string): void {
  const index = list.findIndex((x) => x.id === item.id);
  if (index < 0) list.unshift(item);
  else if (!updatedAt || updatedAt(list[index]) <= updatedAt(item)) list[index] = item;
}

const orderUpdatedAt = (order: Order) => order.updatedAt;
const orderTags = (orders: Order[] = []) => [{ type: 'Orders' as const, id: 'LIST' }, ...orders.map((o) => ({ type: 'Orders' as const, id: o.id }))];

const tradingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Starting the demo opens the session's account (the only call that creates one). Its answer
    // is the account: stored as getAccount's data rather than asked for again.
    openAccount: build.mutation<Account, void>({
      query: () => ({ url: '/trading/account', method: 'POST' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) void dispatch(tradingApi.util.upsertQueryData('getAccount', undefined, data));
      },
    }),
    getAccount: build.query<Account, void>({
      query: () => '/trading/account',
      providesTags: ['Account'],
      onCacheEntryAdded: (_arg, api) =>
        followStream<Account>(api, (draft, e) => {
          if (e.type === 'account.updated') Object.assign(draft, accountFromEvent(e.data.account));
        }),
    }),
    getPositions: build.query<Position[], void>({
      query: () => '/trading/positions',
      providesTags: ['Positions'],
      onCacheEntryAdded: (_arg, api) =>
        followStream<Position[]>(api, (draft, e) => {
          if (e.type !== 'position.updated') return;
          const position = positionFromEvent(e.data.position);
          const index = draft.findIndex((p) => p.symbol === position.symbol);
          if (position.quantity === 0) {
            if (index >= 0) draft.splice(index, 1);
          } else if (index >= 0) draft[index] = position;
          else draft.push(position);
        }),
    }),
    getOrders: build.query<Order[], void>({
      query: () => '/trading/orders',
      providesTags: (orders) => orderTags(orders),
      onCacheEntryAdded: (_arg, api) =>
        followStream<Order[]>(api, (draft, e) => {
          if (!('order' in e.data)) return;
          const pushed = e.data.order;
          upsert(
            draft,
            orderFromEvent(
              pushed,
              draft.find((o) => o.id === pushed.id),
            ),
            orderUpdatedAt,
          );
        }),
    }),
    getTrades: build.query<Trade[], void>({
      query: () => '/trading/trades',
      providesTags: ['Trades'],
      onCacheEntryAdded: (_arg, api) =>
        followStream<Trade[]>(api, (draft, e) => {
          if (e.type === 'order.filled' || e.type === 'order.partially_filled') upsert(draft, tradeFromEvent(e.data.fill));
        }),
    }),
    getActivityLog: build.query<ActivityEntry[], void>({
      query: () => '/trading/logs',
      providesTags: ['Logs'],
    }),
    // The demo's prices come only over the socket (each tick of the feed): no HTTP call, the
    // entry starts empty and fills at the next tick (within a second).
    getLivePrices: build.query<LivePrices, void>({
      queryFn: () => ({ data: {} }),
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        await cacheDataLoaded;
        const unsubscribe = subscribeToPrices((prices) => updateCachedData((draft) => Object.assign(draft, prices)));
        await cacheEntryRemoved;
        unsubscribe();
      },
    }),
    // The answer is the order: it goes into the cached list at once. The account, positions and
    // trades it changed arrive as pushed events (above), so nothing is fetched again but the log,
    // which is not pushed.
    placeOrder: build.mutation<Order, PlaceOrderRequest>({
      query: (body) => ({ url: '/trading/orders', method: 'POST', body }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(tradingApi.util.updateQueryData('getOrders', undefined, (draft) => upsert(draft, data, orderUpdatedAt)));
      },
      invalidatesTags: ['Logs'],
    }),
    // A canceled order is patched in the same way. A refusal (404, or 409 because it filled or
    // expired meanwhile) means the cached order is out of date: only then is the list, which
    // holds that order's tag, asked for again.
    cancelOrder: build.mutation<Order, string>({
      query: (id) => ({ url: `/trading/orders/${encodeURIComponent(id)}`, method: 'DELETE' }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(tradingApi.util.updateQueryData('getOrders', undefined, (draft) => upsert(draft, data, orderUpdatedAt)));
      },
      invalidatesTags: (_order, error, id) => (error ? [{ type: 'Orders', id }, 'Logs'] : ['Logs']),
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
  useGetLivePricesQuery,
  usePlaceOrderMutation,
  useCancelOrderMutation,
  usePrefetch,
} = tradingApi;
