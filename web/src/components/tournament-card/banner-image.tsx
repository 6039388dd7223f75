import { IMAGE_SIZES } from '../responsive-image/image-sizes';
import { type ImagePlacement, ResponsiveImage } from '../responsive-image/responsive-image';

/** Banners are 16:9; the attributes reserve their space so the page does not jump as they load. */
export const BANNER_WIDTH = 640;
export const BANNER_HEIGHT = 360;

/**
 * A tournament banner, loaded lazily (most sit below the fold on a phone) unless placed above
 * the fold. It is decorative: the tournament's name is always next to it. Without a URL a plain
 * panel keeps the card's shape.
 */
export function BannerImage({
  src,
  placement = 'below-fold',
  sizes = IMAGE_SIZES.card,
}: {
  src: string | null;
  placement?: ImagePlacement;
  sizes?: string;
}) {
  if (!src) return <div className="banner-image banner-image--empty" aria-hidden="true" />;
  return (
    <ResponsiveImage
      className="banner-image"
      src={src}
      alt=""
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      sizes={sizes}
      placement={placement}
    />
  );
}

/** A banner still to come, in the banner's box. */
export function BannerSkeleton() {
  return <div className="banner-image skeleton-box" />;
}
