/**
 * The owner's terms: seasons, restrictions, the cancellation policy and the rate plan, their
 * limits and history. Their routes are here too, on the routes layer: siteRoutes.ts (the site's
 * GET /api/rates) and consoleRoutes.ts (the owner's rate console); this entry does not export them.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export {
  createRestriction,
  createSeason,
  deleteRestriction,
  deleteSeason,
  listChanges,
  listRestrictions,
  listSeasons,
  loadPolicy,
  loadRatePlan,
  parsePolicy,
  parseRestriction,
  parseSeason,
  revertChange,
  setPolicy,
  termLimitReached,
} from './store';
export type { Overrode, RateActor, RateProblem } from './store';
