import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  VARIANT_FOLDERS,
  VARIANT_WIDTHS,
  variantPath,
} from '../web/src/components/responsive-image/image-variants';

/**
 * Writes the WebP variants of every JPEG in the folders the web app shows responsively, once:
 * they are committed, so a build needs no image library. Run again after adding or changing a
 * picture there (a web test fails while one is missing):
 *
 *   npx tsx scripts/generate-image-variants.ts
 */

const PUBLIC_DIR = fileURLToPath(new URL('../web/public/', import.meta.url));
/** WebP quality: these are flat, colourful banners; 75 is indistinguishable at phone sizes. */
const QUALITY = 75;

for (const folder of VARIANT_FOLDERS) {
  const dir = path.join(PUBLIC_DIR, folder);
  const jpegs = (await readdir(dir)).filter((name) => name.endsWith('.jpg'));
  for (const name of jpegs) {
    const source = path.join(dir, name);
    for (const width of VARIANT_WIDTHS) {
      const target = path.join(PUBLIC_DIR, variantPath(`/${folder}/${name}`, width));
      await sharp(source)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: QUALITY, effort: 6 })
        .toFile(target);
      console.warn(`wrote ${path.relative(PUBLIC_DIR, target)}`);
    }
  }
}
