import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from './image-sizes';
import { VARIANT_FOLDERS, VARIANT_WIDTHS, variantPath } from './image-variants';
import { ResponsiveImage } from './responsive-image';

const BANNER = '/assets/banners/bermuda-blitz-cup.jpg';
const UPLOAD = '/media/pictures/0b6f5a4e-3c52-4a8e-9d0e-2f1c3b4a5d6e';
/** The tests run from the repository root (vitest.config.ts). */
const PUBLIC_DIR = path.resolve('web/public');

const picture = (src: string, placement?: 'below-fold' | 'above-fold' | 'lcp') => (
  <ResponsiveImage
    src={src}
    alt=""
    width={640}
    height={360}
    sizes={IMAGE_SIZES.card}
    placement={placement}
  />
);

describe('ResponsiveImage', () => {
  it('offers the WebP variants with the sizes shown and keeps its box', () => {
    const { container } = render(picture(BANNER));
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      '/assets/banners/bermuda-blitz-cup-320.webp 320w, ' +
        '/assets/banners/bermuda-blitz-cup-480.webp 480w, ' +
        '/assets/banners/bermuda-blitz-cup-640.webp 640w',
    );
    expect(source).toHaveAttribute('sizes', IMAGE_SIZES.card);
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', BANNER);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('shows a picture without variants (an upload) as it is, still sized', () => {
    const { container } = render(picture(UPLOAD));
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', UPLOAD);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
  });

  it('loads a picture above the fold at once', () => {
    const { container } = render(picture(BANNER, 'above-fold'));
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).not.toHaveAttribute('fetchpriority');
  });

  it("loads the page's largest picture first and preloads it from the server's markup", () => {
    const html = renderToString(picture(BANNER, 'lcp'));
    const page = new DOMParser().parseFromString(html, 'text/html');
    const img = page.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    const preload = page.querySelector('link[rel="preload"]')!;
    expect(preload).toHaveAttribute('as', 'image');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload).toHaveAttribute('type', 'image/webp');
    expect(preload.getAttribute('imagesrcset')).toContain('bermuda-blitz-cup-320.webp 320w');
    expect(preload).toHaveAttribute('imagesizes', IMAGE_SIZES.card);
  });
});

describe('the committed variants', () => {
  it.each(VARIANT_FOLDERS)('exist for every JPEG in %s', (folder) => {
    const jpegs = readdirSync(path.join(PUBLIC_DIR, folder)).filter((name) =>
      name.endsWith('.jpg'),
    );
    expect(jpegs.length).toBeGreaterThan(0);
    const missing = jpegs.flatMap((name) =>
      VARIANT_WIDTHS.map((width) => variantPath(`/${folder}/${name}`, width)).filter(
        (variant) => !existsSync(path.join(PUBLIC_DIR, variant)),
      ),
    );
    // Run `npx tsx scripts/generate-image-variants.ts` after adding a picture.
    expect(missing).toEqual([]);
  });
});
