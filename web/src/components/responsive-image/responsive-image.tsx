import { preload } from 'react-dom';
import { webpSrcSetOf } from './image-variants';

/**
 * Where a picture sits on the first screen of a phone or a laptop:
 * - `below-fold`: loaded lazily, when the visitor scrolls near it;
 * - `above-fold`: loaded at once (a lazy picture in view waits for layout, then starts late);
 * - `lcp`: the first large picture of the page, its largest paint: loaded first
 *   (fetchpriority high) and preloaded from the head, so it does not wait for the markup.
 */
export type ImagePlacement = 'below-fold' | 'above-fold' | 'lcp';

interface ResponsiveImageProps {
  src: string;
  /** Empty when the text next to the picture already says what it shows. */
  alt: string;
  /** The picture's own size: with CSS `height: auto` they reserve its box before it loads. */
  width: number;
  height: number;
  /** How wide the picture is shown at each screen width (the `sizes` attribute). */
  sizes: string;
  className?: string;
  placement?: ImagePlacement;
}

/**
 * A picture that keeps its space while it loads and comes in the smallest WebP variant that
 * fills its box on this screen (`srcset` and `sizes`), the JPEG for browsers without WebP.
 * Pictures without variants are shown as they are, still sized. Renders the same on the server
 * and in the browser (no `window` here).
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  className,
  placement = 'below-fold',
}: ResponsiveImageProps) {
  const webp = webpSrcSetOf(src);
  const lcp = placement === 'lcp';
  if (lcp) {
    // React hoists this into <head> (in server-rendered HTML too) and adds it once.
    preload(src, {
      as: 'image',
      fetchPriority: 'high',
      ...(webp ? { imageSrcSet: webp, imageSizes: sizes, type: 'image/webp' } : {}),
    });
  }
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={placement === 'below-fold' ? 'lazy' : 'eager'}
      fetchPriority={lcp ? 'high' : undefined}
      decoding={lcp ? 'sync' : 'async'}
    />
  );
  if (!webp) return img;
  return (
    <picture className="responsive-image">
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      {img}
    </picture>
  );
}

/** Cards in the first row of a grid or carousel on a laptop: in view on arrival. */
const FIRST_ROW_CARDS = 3;

/**
 * The placement of the picture of card `index` of a list at the top of a page: the first is
 * the page's largest paint, the rest of the first row is in view, the others wait.
 */
export const cardPlacement = (index: number): ImagePlacement => {
  if (index === 0) return 'lcp';
  return index > 0 && index < FIRST_ROW_CARDS ? 'above-fold' : 'below-fold';
};
