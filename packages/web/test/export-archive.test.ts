import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { archiveFiles, buildArchive, extensionOf, safeName } from '../src/pages/profile/export-archive.ts';

const EXPORT = {
  cvs: [
    { objectPath: '/objects/uploads/a', download: 'https://s3/a', name: 'CV 1 (PDF)', contentType: 'application/pdf' },
    { objectPath: '/objects/uploads/b', download: 'https://s3/b', name: 'My/CV: new', contentType: 'application/pdf' },
  ],
  applications: [
    // sent with a saved CV: fetched once, under cvs/
    { id: 'app1', jobTitle: 'Weaver', cv: { objectPath: '/objects/uploads/a', download: 'https://s3/a2' } },
    { id: 'app2', jobTitle: 'Dyer', cv: { objectPath: '/objects/uploads/c', download: 'https://s3/c' } },
    { id: 'app3', jobTitle: 'Dyer', cv: { objectPath: '/objects/uploads/d', download: 'https://s3/d' } },
    { id: 'app4', jobTitle: 'Anonymized', cv: null },
  ],
};

describe('the export archive', () => {
  it('lists each CV file once, with names that cannot collide or escape their folder', () => {
    expect(archiveFiles(EXPORT)).toEqual([
      { url: 'https://s3/a', stem: 'cvs/CV 1 (PDF)' },
      { url: 'https://s3/b', stem: 'cvs/My CV new' },
      { url: 'https://s3/c', stem: 'applications/Dyer' },
      { url: 'https://s3/d', stem: 'applications/Dyer (2)' },
    ]);
    expect(safeName('../..')).toBe('CV');
    expect(safeName('.hidden cv.')).toBe('hidden cv');
    expect(safeName(' \u0000 ')).toBe('CV');
  });

  it('names a file by the type it came with', () => {
    expect(extensionOf('application/msword')).toBe('doc');
    expect(extensionOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('docx');
    expect(extensionOf('application/pdf; charset=binary')).toBe('pdf');
  });

  it('zips the JSON as answered and every CV file fetched', async () => {
    const fetched: string[] = [];
    const zip = await buildArchive('{"format":"modern-jobs-export/1"}', EXPORT, async (url) => {
      fetched.push(url);
      const type = url.endsWith('/c') ? 'application/msword' : 'application/pdf';
      return new Response(`%PDF ${url}`, { headers: { 'content-type': type } });
    });
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'applications/Dyer (2).pdf',
      'applications/Dyer.doc',
      'cvs/CV 1 (PDF).pdf',
      'cvs/My CV new.pdf',
      'modern-jobs-data.json',
    ]);
    expect(strFromU8(files['modern-jobs-data.json'] as Uint8Array)).toBe('{"format":"modern-jobs-export/1"}');
    expect(strFromU8(files['cvs/My CV new.pdf'] as Uint8Array)).toBe('%PDF https://s3/b');
    expect(fetched).toHaveLength(4);
  });

  it('fails whole when a CV link no longer answers, rather than leave a file out silently', async () => {
    await expect(
      buildArchive('{}', EXPORT, async () => new Response('expired', { status: 403, statusText: 'Forbidden' })),
    ).rejects.toThrow('403: Forbidden');
  });
});
