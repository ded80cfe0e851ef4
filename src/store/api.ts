import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { dynamicMiddleware, rootReducer } from './store';

/**
 * The site's one RTK Query api, on the one client (./baseQuery.ts). Features add their endpoints
 * with api.injectEndpoints; availability's are ./availabilityApi.ts. Only the chunks that call the
 * server import it: it joins the store (reducer and middleware) when it loads, so RTK Query adds
 * nothing to a page's first load.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  endpoints: () => ({}),
});

rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
