/**
 * Runs every minute (EventBridge Scheduler; a timer in the local stack, where there is no edge cache
 * and it does nothing): sends the CloudFront invalidations that functions kept because CloudFront was
 * busy or unreachable (edge/retry-invalidations.ts).
 */
export { handler } from '../edge/retry-invalidations.ts';
