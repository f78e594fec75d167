import { API_MESSAGES, type SavedCv, type SavedCvChange, type SavedCvCreate } from '@modern-jobs/domain';
import { fileSentWith } from '../applications/store/retention.ts';
import { removeObject } from '../files/objects.ts';
import { deleteUpload, type UploadRecord } from '../files/store/uploads.ts';
import { objectPathOf, verifyUpload } from '../files/uploads.ts';
import { httpError } from '../http/errors.ts';
import { newId } from '../storage/ids.ts';
import {
  addCv,
  CvNotFoundError,
  CvsFullError,
  changeCv,
  deleteCv,
  getProfile,
  getStoredCv,
  listStoredCvs,
  NoAccountError,
  type StoredCv,
  savedCvsOf,
} from './store/profiles.ts';

/** The caller's upload, checked as PUT /api/cv-uploads checks it; another person's answers like a missing one. */
async function ownUpload(userId: string, reference: string): Promise<UploadRecord> {
  return verifyUpload('cv', userId, reference);
}

const fileOf = (upload: UploadRecord) => ({
  uploadId: upload.id,
  objectPath: objectPathOf(upload),
  contentType: upload.contentType,
  size: upload.size,
});

const defaultName = (upload: UploadRecord, count: number) =>
  `CV ${count + 1} (${upload.contentType === 'application/pdf' ? 'PDF' : upload.contentType === 'application/msword' ? 'DOC' : 'DOCX'})`;

/** The caller's saved CVs, the default first (GET /api/profile/cvs reads the store itself: no S3 in its bundle). */
export async function savedCvs(userId: string): Promise<SavedCv[]> {
  const [{ profile }, cvs] = await Promise.all([getProfile(userId, true), listStoredCvs(userId)]);
  return savedCvsOf(cvs, profile.defaultCvId);
}

/** Keeps an upload of the caller's as a saved CV: 409 at 3, or when that file is saved already. */
export async function addSavedCv(userId: string, body: SavedCvCreate): Promise<SavedCv> {
  const upload = await ownUpload(userId, body.cvPath);
  const cvs = await listStoredCvs(userId);
  if (cvs.some((cv) => cv.uploadId === upload.id)) throw httpError(409, API_MESSAGES.profileCvTaken);
  try {
    const stored = await addCv(
      { id: newId(), userId, name: body.name ?? defaultName(upload, cvs.length), ...fileOf(upload) },
      body.isDefault === true,
    );
    const { profile } = await getProfile(userId, true);
    return savedCvsOf([stored], profile.defaultCvId)[0] as SavedCv;
  } catch (error) {
    if (error instanceof CvsFullError) throw httpError(409, API_MESSAGES.profileCvsFull);
    if (error instanceof NoAccountError) throw httpError(404, API_MESSAGES.userNotFound);
    throw error;
  }
}

/**
 * Removes a file that was a saved CV, unless an application still kept whole was sent with it (its
 * employer keeps it) or another saved CV names it. Its upload record goes with it.
 */
export async function removeFileIfUnsent(userId: string, file: Pick<StoredCv, 'uploadId' | 'objectPath'>) {
  const others = await listStoredCvs(userId);
  if (others.some((cv) => cv.uploadId === file.uploadId)) return false;
  if (await fileSentWith(userId, file.objectPath)) return false;
  await removeObject(file.objectPath.replace(/^\/objects\//, ''));
  await deleteUpload(file.uploadId);
  return true;
}

/** Renames a saved CV, makes it the default, or replaces its file (the old one removed if unsent). */
export async function changeSavedCv(userId: string, id: string, change: SavedCvChange): Promise<SavedCv> {
  const previous = await getStoredCv(userId, id);
  if (!previous) throw httpError(404, API_MESSAGES.profileCvNotFound);
  const upload = change.cvPath ? await ownUpload(userId, change.cvPath) : null;
  if (upload && upload.id !== previous.uploadId) {
    const cvs = await listStoredCvs(userId);
    if (cvs.some((cv) => cv.uploadId === upload.id)) throw httpError(409, API_MESSAGES.profileCvTaken);
  }
  const replaced = upload && upload.id !== previous.uploadId;
  try {
    const next = await changeCv(previous, {
      name: change.name,
      makeDefault: change.isDefault === true,
      upload: replaced ? fileOf(upload) : undefined,
    });
    if (replaced) await removeFileIfUnsent(userId, previous);
    const { profile } = await getProfile(userId, true);
    return savedCvsOf([next], profile.defaultCvId)[0] as SavedCv;
  } catch (error) {
    if (error instanceof CvNotFoundError) throw httpError(404, API_MESSAGES.profileCvNotFound);
    throw error;
  }
}

/** Deletes a saved CV; its file goes too unless an application was sent with it. */
export async function deleteSavedCv(userId: string, id: string): Promise<void> {
  try {
    const deleted = await deleteCv(userId, id);
    await removeFileIfUnsent(userId, deleted);
  } catch (error) {
    if (error instanceof CvNotFoundError) throw httpError(404, API_MESSAGES.profileCvNotFound);
    throw error;
  }
}
