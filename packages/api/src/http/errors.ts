import { createError, HttpError } from '@middy/util';
import { API_MESSAGES } from '@modern-jobs/domain';

export { HttpError };

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * Throw one of these from a handler; the preset answers it as JSON `{ message, issues? }`. Its message
 * is meant for the caller, whatever the status: a 503 with its Retry-After is answered as it is, where
 * any other failure is a 500 that says nothing internal.
 */
export function httpError(
  status: number,
  message: string,
  extra: { issues?: FieldIssue[]; headers?: Record<string, string> } = {},
): HttpError {
  const error = createError(status, message);
  error.expose = true;
  if (extra.issues) error.issues = extra.issues;
  if (extra.headers) error.headers = extra.headers;
  return error;
}

/** How long a caller that met a function out of time is asked to wait: a burst of load passes by then. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** A handler that ran out of time (the preset's early timeout): 503, come back shortly. */
export function timedOut(): HttpError {
  const error = httpError(503, API_MESSAGES.busy, {
    headers: { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) },
  });
  error.timedOut = true;
  return error;
}

export const isTimedOut = (error: unknown): boolean =>
  error instanceof Error && (error as Partial<HttpError>).timedOut === true;
