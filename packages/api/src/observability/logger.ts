import { Logger } from '@aws-lambda-powertools/logger';
import { config } from '../config.ts';

/**
 * The functions' one logger (Powertools Logger): a JSON object per line, the shape CloudWatch Logs
 * Insights queries by field. Inside an invocation (observe.ts) every line also carries the Lambda
 * context (request id, function, cold start), the request's correlation id and its route; the stage
 * is on every line. Lines at warn and above go to stderr, as Powertools writes them.
 */
export const logger = new Logger({
  serviceName: config.POWERTOOLS_SERVICE_NAME,
  logLevel: config.LOG_LEVEL.toUpperCase() as Uppercase<typeof config.LOG_LEVEL>,
  persistentKeys: { stage: config.STAGE },
});
