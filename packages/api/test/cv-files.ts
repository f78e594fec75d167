/**
 * Real CV files made in the test, for the text extraction: a PDF of pages of text (with a proper
 * cross-reference table, as a word processor writes one), grown to a size by more pages.
 */

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A PDF whose pages show these lines, one page per entry of `pages`. */
export function textPdf(pages: string[][]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, i) => {
    const content = `BT /F1 10 Tf 40 800 Td 12 TL ${lines.map((line) => `(${escapePdf(line)}) '`).join(' ')} ET`;
    objects[4 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${5 + i * 2} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`;
    objects[5 + i * 2] = `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body);
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const WORDS = ['accountant', 'ledger', 'audit', 'payroll', 'taxation', 'reconciliation', 'excel', 'lahore', 'karachi'];

/** A text-only CV of about `bytes`: the worst case for extraction, every byte of it text to read. */
export function largeTextPdf(bytes: number, marker: string): Uint8Array {
  const line = (i: number) => `${i} ${WORDS.map((w, j) => WORDS[(i + j) % WORDS.length] ?? w).join(' ')} experience`;
  const page = (p: number) => Array.from({ length: 60 }, (_, i) => line(p * 60 + i));
  const perPage = Buffer.byteLength(page(0).join(' ')) + 200;
  const count = Math.max(1, Math.ceil(bytes / perPage));
  const pages = Array.from({ length: count }, (_, p) => page(p));
  pages[0] = [`Curriculum vitae ${marker}`, ...(pages[0] ?? [])];
  return textPdf(pages);
}
