import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

/**
 * Draws the installed app's icons from the favicon, once: the PNGs are committed, so a build
 * needs no image library. Run again after changing web/public/favicon.svg:
 *
 *   npx tsx scripts/generate-app-icons.ts
 *
 * "any" icons are the favicon itself. The maskable icon and Apple's touch icon are cropped by
 * the phone to a circle or a rounded square, so the favicon sits in the middle of a full-bleed
 * background of its own colour (the maskable safe zone is the central 80 %).
 */

const PUBLIC_DIR = new URL('../web/public/', import.meta.url);
/** The favicon's own background, which is also the manifest's background_color. */
const BACKGROUND = '#0b0d17';
/** The share of a full-bleed icon the favicon takes: inside the maskable safe zone. */
const FULL_BLEED_SCALE = 0.7;

const ICONS = [
  // The tab's icon: a PNG, as an SVG favicon costs the page an SVG document of its own to lay out.
  { file: 'icons/favicon-48.png', size: 48, fullBleed: false },
  { file: 'icons/icon-192.png', size: 192, fullBleed: false },
  { file: 'icons/icon-512.png', size: 512, fullBleed: false },
  { file: 'icons/maskable-512.png', size: 512, fullBleed: true },
  { file: 'icons/apple-touch-icon-180.png', size: 180, fullBleed: true },
];

const svg = await readFile(new URL('favicon.svg', PUBLIC_DIR));

/** The favicon rasterised at `size` pixels square (density scales the 64-unit viewBox). */
const favicon = (size: number) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toBuffer();

for (const { file, size, fullBleed } of ICONS) {
  const out = fileURLToPath(new URL(file, PUBLIC_DIR));
  const image = fullBleed
    ? sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
        .composite([
          { input: await favicon(Math.round(size * FULL_BLEED_SCALE)), gravity: 'centre' },
        ])
        .flatten({ background: BACKGROUND })
    : sharp(await favicon(size));
  await image.png({ compressionLevel: 9 }).toFile(out);
  console.warn(`wrote ${file}`);
}
