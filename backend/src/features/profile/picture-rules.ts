import { fileTypeFromBuffer } from 'file-type';

/** Profile pictures: PNG, JPEG or WebP, recognised by their content, at most 2 MB. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export const PICTURE_MESSAGES = {
  missing: 'Choose a picture to upload',
  tooLarge: 'Picture must be at most 2 MB',
  wrongType: 'Picture must be a PNG, JPEG or WebP image',
  notFound: 'Picture not found',
  updated: 'Profile picture updated',
} as const;

/**
 * Why an upload was refused. HTTP has a status for each (413, 415) that the service error kinds
 * do not cover, so the routes map this one themselves.
 */
export class PictureRejectedError extends Error {
  constructor(readonly reason: 'too_large' | 'wrong_type') {
    super(reason === 'too_large' ? PICTURE_MESSAGES.tooLarge : PICTURE_MESSAGES.wrongType);
    this.name = 'PictureRejectedError';
  }
}

const isPictureType = (mime: string): mime is PictureType =>
  (PICTURE_TYPES as readonly string[]).includes(mime);

/**
 * The picture's type as its bytes say it is. The file name and the declared type are the
 * client's word and are never trusted: a script renamed to .png is still a script.
 */
export async function pictureTypeOf(bytes: Uint8Array): Promise<PictureType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && isPictureType(detected.mime) ? detected.mime : undefined;
}

/** Picture ids are UUIDs; anything else cannot name a picture (and must not reach SQL). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isPictureId = (id: string) => UUID.test(id);

/** The public address of a stored picture, as the profile returns it. */
export const pictureUrl = (id: string) => `/api/v1/profile/pictures/${id}`;
