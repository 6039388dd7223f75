import { crc32, deflateSync } from 'node:zlib';

/**
 * Real, tiny pictures built in memory, so the upload tests need no files on disk. The JPEG and
 * WebP are well-known 1x1 images; the PNG is assembled chunk by chunk.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 RGB PNG of the given colour. */
export function pngBytes([r, g, b]: [number, number, number] = [255, 102, 0]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, default compression, filter, no interlace
  const scanline = Buffer.from([0, r, g, b]); // filter type 0, then one pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(scanline)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const JPEG_BYTES = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwc' +
    'KDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QA' +
    'tRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxgZEUMqGxwQgjQrHBFVLR8CQzYnKCCQoWFxgZGiUmJygp' +
    'KjQ1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2RlZmdoaWpzdHV2d3h5eoOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0' +
    'tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4eLj5OXm5+jp6vHy8/T19vf4+fr/2gAIAQEAAD8A+/8A/9k=',
  'base64',
);

/** A 1x1 lossless WebP. */
export const WEBP_BYTES = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

/** A 1x1 GIF: a real picture, but not one of the accepted kinds. */
export const GIF_BYTES = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);

/** A PNG padded to exactly `size` bytes: still recognised as a PNG by its first bytes. */
export function pngOfSize(size: number): Buffer {
  const png = pngBytes();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

/** The Edit Profile upload: one file field, named `file` unless told otherwise. */
export function pictureForm(
  bytes: Uint8Array,
  options: { filename?: string; type?: string; field?: string } = {},
): FormData {
  const form = new FormData();
  const blob = new Blob([new Uint8Array(bytes)], {
    type: options.type ?? 'application/octet-stream',
  });
  form.append(options.field ?? 'file', blob, options.filename ?? 'picture.bin');
  return form;
}
