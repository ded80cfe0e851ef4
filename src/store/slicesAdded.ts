import { createAction } from '@reduxjs/toolkit';

/**
 * Makes the lazily added slices' state part of a store at once, where it cannot wait for the next
 * action (RTK Query looks for its state before its first request's own action). Its own module,
 * so the store's listeners (./listeners.ts, which ./store.ts imports) can dispatch it too.
 */
export const slicesAdded = createAction('store/slicesAdded');
