import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The site's one RTK Query api; features add their endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  // Endpoints pass absolute or root-relative URLs built from the deployment's API bases.
  baseQuery: fetchBaseQuery({ baseUrl: '' }),
  endpoints: () => ({}),
});
