/**
 * The phone-sized WebP copies of the pictures the app ships (demo tournament banners and blog
 * pictures under web/public/assets). scripts/generate-image-variants.ts writes them next to each
 * JPEG, once, and they are committed: `/assets/banners/x.jpg` has `/assets/banners/x-320.webp`,
 * `-480.webp` and `-640.webp`. The originals are 640 px wide, so nothing is scaled up.
 */
export const VARIANT_WIDTHS = [320, 480, 640] as const;

/** The folders (under web/public) whose JPEGs have variants. */
export const VARIANT_FOLDERS = ['assets/banners', 'assets/blogs'] as const;

const WITH_VARIANTS = new RegExp(`^/(?:${VARIANT_FOLDERS.join('|')})/[\\w-]+\\.jpg$`);

/** The address of a picture's variant `width` pixels wide. */
export const variantPath = (src: string, width: number): string =>
  src.replace(/\.jpg$/, `-${width}.webp`);

/**
 * The `srcset` of a picture's WebP variants, or null for a picture without any (an organiser's
 * upload under /media, an address elsewhere): that one is shown as it is.
 */
export function webpSrcSetOf(src: string): string | null {
  if (!WITH_VARIANTS.test(src)) return null;
  return VARIANT_WIDTHS.map((width) => `${variantPath(src, width)} ${width}w`).join(', ');
}
