import { LIMITS } from '@modern-jobs/domain';

/**
 * The size an image declares in its header, read without decoding it: what a decoder would allocate
 * for. Hand-written for the three types a logo may be (sniff.ts): a header reader is a few dozen
 * lines, where a general library (image-size) reads twenty formats this never needs, and the
 * answer must be the decoder's own view of the file, failing closed on anything it cannot read.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export const isImageType = (type: string | null): type is ImageType =>
  type === 'image/png' || type === 'image/jpeg' || type === 'image/webp';

/** The declared size, or null when the header cannot be read: no decoder should be given the file. */
export function imageSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (type === 'image/png') return pngSize(buffer);
  if (type === 'image/jpeg') return jpegSize(buffer);
  return webpSize(buffer);
}

/** Whether a logo of this size may be kept and drawn (LIMITS.logoMaxSidePx). */
export const logoFits = (size: ImageSize): boolean =>
  size.width <= LIMITS.logoMaxSidePx && size.height <= LIMITS.logoMaxSidePx;

const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);

/** PNG: the IHDR chunk, which must come first, right after the signature (13 bytes, width then height). */
function pngSize(b: Buffer): ImageSize | null {
  if (b.length < 24 || b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return sized(b.readUInt32BE(16), b.readUInt32BE(20));
}

/**
 * JPEG: every frame header (SOF0–SOF15, but C4 DHT, C8 JPG and CC DAC, which share the range; and DHP,
 * a hierarchical image's whole size), found by walking the segments and stepping over each scan's
 * entropy-coded data, to the end of the image. A file may hold more than one frame (hierarchical
 * JPEG); the answer is the largest width and height any of them declares, so nothing a decoder could
 * be made to read is larger. A height of 0 (given later by a DNL marker) is not a size: refused.
 */
function jpegSize(b: Buffer): ImageSize | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let width = 0;
  let height = 0;
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i] === 0xff) i++; // fill bytes before a marker
    const marker = b[i++];
    if (marker === undefined || marker === 0xd9) break; // end of the image
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // markers without a segment
    if (i + 2 > b.length) return null;
    const length = b.readUInt16BE(i);
    if (length < 2 || i + length > b.length) return null;
    const frame =
      (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) || marker === 0xde;
    if (frame) {
      if (length < 7) return null;
      const size = sized(b.readUInt16BE(i + 5), b.readUInt16BE(i + 3));
      if (!size) return null;
      width = Math.max(width, size.width);
      height = Math.max(height, size.height);
    }
    i += length;
    if (marker === 0xda) i = afterScan(b, i);
  }
  return sized(width, height);
}

/** Where a scan's entropy-coded data ends: at the first 0xFF that is not a stuffed zero or a restart marker. */
function afterScan(b: Buffer, from: number): number {
  let i = from;
  for (;;) {
    i = b.indexOf(0xff, i);
    if (i === -1 || i + 1 >= b.length) return b.length;
    const next = b[i + 1] ?? 0;
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return i;
    i += 2;
  }
}

/**
 * WebP: the first chunk. A simple file's is its bitstream, lossy (VP8: 14-bit width and height after
 * the frame's start code) or lossless (VP8L: 14-bit width-1 and height-1 after its signature); an
 * extended file's (VP8X) gives the canvas (24-bit width-1 and height-1), which every frame must fit
 * and a still image must equal, as libwebp checks.
 */
function webpSize(b: Buffer): ImageSize | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP') return null;
  switch (b.toString('latin1', 12, 16)) {
    case 'VP8 ':
      if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
      return sized(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
    case 'VP8L': {
      if (b[20] !== 0x2f) return null;
      const bits = b.readUInt32LE(21);
      return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
    case 'VP8X':
      return sized(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
    default:
      return null;
  }
}
