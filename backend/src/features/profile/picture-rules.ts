/** Profile pictures: PNG, JPEG or WebP, recognised by their content, at most 2 MB. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
