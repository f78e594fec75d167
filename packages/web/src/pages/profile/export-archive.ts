import type { ProfileExport } from '../../api/profile.ts';

/** The JSON's name inside the archive. */
export const EXPORT_JSON_NAME = 'modern-jobs-data.json';

/** One CV file the archive holds: where to fetch it (a link valid for minutes) and its path in the zip. */
export interface ArchiveFile {
  url: string;
  /** its path in the archive without the extension, which the fetched file's type gives */
  stem: string;
}

/** A name safe in any zip reader and file system: no slashes, control characters or edge dots; not empty. */
export function safeName(text: string): string {
  const cleaned = text
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    // no name of dots only ('..' would climb out of its folder in some unzippers)
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 80);
  return cleaned || 'CV';
}

/**
 * The CV files of an export, each once: the saved CVs under cvs/, then the files applications were
 * sent with under applications/ (a file that is also a saved CV is not fetched twice). Names that
 * would collide get a number.
 */
export function archiveFiles(data: Pick<ProfileExport, 'cvs' | 'applications'>): ArchiveFile[] {
  const seen = new Set<string>();
  const taken = new Set<string>();
  const files: ArchiveFile[] = [];
  const add = (objectPath: string, url: string, stem: string) => {
    if (seen.has(objectPath)) return;
    seen.add(objectPath);
    let unique = stem;
    for (let n = 2; taken.has(unique.toLowerCase()); n++) unique = `${stem} (${n})`;
    taken.add(unique.toLowerCase());
    files.push({ url, stem: unique });
  };
  for (const cv of data.cvs) add(cv.objectPath, cv.download, `cvs/${safeName(cv.name)}`);
  for (const application of data.applications)
    if (application.cv)
      add(
        application.cv.objectPath,
        application.cv.download,
        `applications/${safeName(application.jobTitle ?? application.id)}`,
      );
  return files;
}

/** The extension a CV's content type has. */
export function extensionOf(contentType: string | null): string {
  const type = (contentType ?? '').split(';')[0]?.trim();
  if (type === 'application/msword') return 'doc';
  if (type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document') return 'docx';
  return 'pdf';
}

/**
 * One zip of the export: the JSON as the API answered it, and each CV file fetched from its
 * short-lived link. fflate is loaded only here (when someone downloads), and files that are
 * compressed already (PDF, DOCX) are stored as they are.
 */
export async function buildArchive(
  json: string,
  data: Pick<ProfileExport, 'cvs' | 'applications'>,
  fetchFile: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<Uint8Array> {
  const [{ zipSync, strToU8 }, files] = await Promise.all([
    import('fflate'),
    Promise.all(
      archiveFiles(data).map(async (file) => {
        const res = await fetchFile(file.url);
        if (!res.ok) throw new Error(`${res.status}: ${res.statusText || 'CV file not available'}`);
        return { path: `${file.stem}.${extensionOf(res.headers.get('content-type'))}`, bytes: await res.arrayBuffer() };
      }),
    ),
  ]);
  const entries: Record<string, Uint8Array | [Uint8Array, { level: 0 }]> = { [EXPORT_JSON_NAME]: strToU8(json) };
  for (const file of files) entries[file.path] = [new Uint8Array(file.bytes), { level: 0 }];
  return zipSync(entries, { level: 6 });
}

/** Hands the browser a file to save, as a download link would. */
export function saveFile(bytes: Uint8Array, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, so the browser has begun reading it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
