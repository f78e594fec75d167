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
