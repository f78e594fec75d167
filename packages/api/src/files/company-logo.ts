import { API_MESSAGES, isHttpUrl, logoPathOf } from '@modern-jobs/domain';
import { httpError } from '../http/errors.ts';
import { objectExists } from './objects.ts';
import { getUpload } from './store/uploads.ts';
import { objectPathOf, uploadIdIn, verifyUpload } from './uploads.ts';

/**
 * A job's companyLogo as the spec takes it, "path or upload URL", in the one form it is stored:
 * a logo path stays (normalised to /objects/logos/…); the URL a logo was uploaded to is verified
 * like PUT /api/logo-uploads and stored as its object path, never as the expiring pending URL.
 * Anything else is refused. The admin's job form and an employer's company profile share it: the
 * upload must be the uploader's own (`owner`: 'admin', or the employer's user id), and `field` names
 * the form's field in a refusal. The operator may name any logo by its path (the spec's "path") that
 * is there, so a typo is told at once rather than shown as a broken image; an employer only one they
 * uploaded, so no company shows another's logo as its own.
 */
export async function resolveCompanyLogo(
  value: string | null,
  owner = 'admin',
  field = 'companyLogo',
): Promise<string | null> {
  if (value === null) return null;
  const refused = (message: string = API_MESSAGES.companyLogo) =>
    httpError(400, message, { issues: [{ path: field, message }] });
  const path = logoPathOf(value);
  if (path) {
    if (owner === 'admin') {
      if (!(await objectExists(path.replace(/^\/objects\//, '')))) throw refused(API_MESSAGES.logoNotFound);
      return path;
    }
    const id = uploadIdIn('logo', path);
    const upload = id ? await getUpload(id) : null;
    if (upload?.owner !== owner || !upload.verified || objectPathOf(upload) !== path) throw refused();
    return path;
  }
  if (isHttpUrl(value) && new URL(value).pathname.includes('/pending/logos/') && uploadIdIn('logo', value))
    return objectPathOf(await verifyUpload('logo', owner, value));
  throw refused();
}
