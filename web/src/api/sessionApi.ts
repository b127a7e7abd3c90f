import { baseApi } from './baseApi';

export interface User {
  id: number;
  username: string;
  isAdmin: boolean;
}

/** Who is signed in. Shared by route guards and features; 401 means nobody. */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({
      query: () => '/user',
      providesTags: ['User'],
    }),
  }),
});

export const { useGetCurrentUserQuery } = sessionApi;
