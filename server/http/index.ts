/**
 * The API's one error shape, and the limits on connections.
 *
 * This is the folder's entry: other folders of server/ import only what it exports (ESLint's
 * boundaries/entry-point refuses a deep import).
 */
export { HTTP_LIMITS, capConnectionsPerAddress, proxyExemption } from './connections';
export type { HttpLimits } from './connections';
export {
  ApiError,
  answerClientError,
  answerFrameworkError,
  errorSchema,
  installErrorHandler,
  sendError,
} from './errors';
