import { baseApi } from './baseApi';
import { publishSessionUser } from './sessionUser';

export interface User {
  id: number;
  username: string;
  isAdmin: boolean;
}

/** The login payload (and the registration payload: the same two fields; RegisterForm posts it by plain fetch). */
export interface Credentials {
  username: string;
  password: string;
}

/**
 * Who is signed in, and the calls that change it. Shared by route guards, the login page
 * and the dashboard; a null user means nobody. Asked at /session, which answers a visitor
 * 200 with a null user where /user answers 401, an error the browser logs on every anonymous
 * page (docs/decisions/session-probe-without-401.md).
 */
const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User | null, void>({
      query: () => '/session',
      transformResponse: (session: { user: User | null }) => session.user,
      providesTags: ['User'],
      // The header reads the session outside the store: tell it what this answer says.
      async onQueryStarted(_, { queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) publishSessionUser(answer.data);
      },
    }),
    login: build.mutation<User, Credentials>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
      // The answer is the current user: store it rather than asking again.
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) await dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, data));
        if (data) publishSessionUser(data);
      },
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
      // Asking again yields the null user that route guards read as "nobody signed in".
      invalidatesTags: ['User'],
      async onQueryStarted(_, { queryFulfilled }) {
        if (await queryFulfilled.then(() => true).catch(() => false)) publishSessionUser(null);
      },
    }),
  }),
});

export const { useGetCurrentUserQuery, useLoginMutation, useLogoutMutation } = sessionApi;
