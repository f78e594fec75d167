/**
 * A CV's words, for the CV bank's search: from a PDF (unpdf: PDF.js's serverless build, with no
 * canvas or worker to load) or a DOCX (mammoth's raw text). A DOC (Word 97) has no reader kept here:
 * its CV is found by the profile's words alone. The libraries load on first use, so the worker's
 * start does not pay for the one a CV does not need.
 */

export const CV_TEXT_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Runs of white space (PDF.js's line breaks, DOCX paragraphs) as one space: what is kept is words. */
const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

async function docxText(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return value;
}

/** The text of a CV file of a type it reads, at most `maxChars` of it; null for another type. */
export async function extractCvText(bytes: Uint8Array, contentType: string, maxChars: number): Promise<string | null> {
  if (contentType === 'application/pdf') return squeezed(await pdfText(bytes)).slice(0, maxChars);
  if (contentType === CV_TEXT_TYPES[1]) return squeezed(await docxText(bytes)).slice(0, maxChars);
  return null;
}
