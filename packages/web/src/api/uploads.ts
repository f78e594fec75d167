import { UPLOAD_RETRIES } from '@modern-jobs/domain';
import { ApiError, apiRequest, shortReference } from './client.ts';

export type UploadPurpose = 'cv' | 'logo';

/** PUTs a file to a presigned URL, reporting progress; fetch cannot report upload progress, XHR can. */
export function putWithProgress(
  url: string,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    // S3's own request id is the reference for a refused upload (its server logs hold it).
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new ApiError(xhr.status, 'upload failed', shortReference(xhr.getResponseHeader('x-amz-request-id'))));
    xhr.onerror = () => reject(new Error('Network error during upload'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/** Whether a failed PUT may succeed if sent again: no answer (the connection dropped), or S3 busy or failing. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status >= 500 || error.status === 408 || error.status === 429;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('Upload cancelled', 'AbortError'));
      },
      { once: true },
    );
  });

/**
 * putWithProgress, sent again by itself when the connection drops or S3 fails, after the spec's
 * delays (UPLOAD_RETRIES): a phone that loses its signal for a moment does not lose the upload. A
 * refusal (4xx: a wrong type, an expired link) is final at once.
 */
export async function putWithRetries(
  url: string,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const { maxRetries, retryDelaysMs } = UPLOAD_RETRIES;
  for (let attempt = 0; ; attempt++) {
    try {
      return await putWithProgress(url, file, contentType, onProgress, signal);
    } catch (error) {
      if (signal?.aborted || attempt >= maxRetries || !worthRetrying(error)) throw error;
      onProgress(0);
      await wait(retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)] ?? 0, signal);
    }
  }
}

/** Asks for a signed upload URL; the server refuses a wrong type or size before signing. */
export async function requestUploadUrl(purpose: UploadPurpose, contentType: string, size: number): Promise<string> {
  const res = await apiRequest('POST', '/api/objects/upload', { purpose, contentType, size });
  return ((await res.json()) as { uploadURL: string }).uploadURL;
}

/** Has the server check the uploaded object; answers the path the application refers to. */
export async function confirmUpload(purpose: UploadPurpose, uploadURL: string): Promise<string> {
  const res =
    purpose === 'cv'
      ? await apiRequest('PUT', '/api/cv-uploads', { cvURL: uploadURL })
      : await apiRequest('PUT', '/api/logo-uploads', { logoURL: uploadURL });
  return ((await res.json()) as { objectPath: string }).objectPath;
}
