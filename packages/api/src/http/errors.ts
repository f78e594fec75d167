import { createError, HttpError } from '@middy/util';

export { HttpError };

export interface FieldIssue {
  path: string;
  message: string;
}

/** Throw one of these from a handler; the preset answers it as JSON `{ message, issues? }`. */
export function httpError(
  status: number,
  message: string,
  extra: { issues?: FieldIssue[]; headers?: Record<string, string> } = {},
): HttpError {
  const error = createError(status, message);
  if (extra.issues) error.issues = extra.issues;
  if (extra.headers) error.headers = extra.headers;
  return error;
}
