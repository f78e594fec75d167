import { API_MESSAGES, isHttpUrl, logoPathOf } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { objectPathOf, uploadIdIn, verifyUpload } from './uploads.ts';

/**
 * A job's companyLogo as the spec takes it, "path or upload URL", in the one form it is stored:
 * a logo path stays (normalised to /objects/logos/…); the URL a logo was uploaded to is verified
 * like PUT /api/logo-uploads and stored as its object path, never as the expiring pending URL.
 * Anything else is refused. The admin's job form and an employer's company profile share it: the
 * upload must be the uploader's own (`owner`: 'admin', or the employer's user id), and `field` names
 * the form's field in a refusal.
 */
export async function resolveCompanyLogo(
  value: string | null,
  owner = 'admin',
  field = 'companyLogo',
): Promise<string | null> {
  if (value === null) return null;
  const path = logoPathOf(value);
  if (path) return path;
  if (isHttpUrl(value) && new URL(value).pathname.includes('/pending/logos/') && uploadIdIn('logo', value))
    return objectPathOf(await verifyUpload('logo', owner, value));
  throw httpError(400, API_MESSAGES.companyLogo, {
    issues: [{ path: field, message: API_MESSAGES.companyLogo }],
  });
}
