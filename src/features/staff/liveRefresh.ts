/**
 * How the console's live views (the list of requests, Today) keep up without a reload: asked
 * again every 8 seconds while the tab is in front (RTK Query's polling, paused while the tab is
 * hidden: skipPollingIfUnfocused), at once when the tab comes back or the connection returns,
 * and when the page opens on an answer older than 30 seconds. A request sent from the site
 * shows within 10 seconds. The window's focus and online events reach RTK Query through
 * setupListeners (StaffConsole.tsx), which the console sets up once.
 */

/** The polling interval; component tests shorten it (no test waits 8 real seconds). */
export const liveRefresh = { intervalMs: 8000 };

/** The query options of a live view. */
export function liveQueryOptions() {
  return {
    pollingInterval: liveRefresh.intervalMs,
    skipPollingIfUnfocused: true,
    refetchOnFocus: true,
    refetchOnReconnect: true,
    refetchOnMountOrArgChange: 30,
  } as const;
}
