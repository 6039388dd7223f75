/** Banners are 16:9; the attributes reserve their space so the page does not jump as they load. */
export const BANNER_WIDTH = 640;
export const BANNER_HEIGHT = 360;

/**
 * A tournament banner, loaded lazily (most sit below the fold on a phone) unless `eager`. It is
 * decorative: the tournament's name is always next to it. Without a URL a plain panel keeps the
 * card's shape.
 */
export function BannerImage({ src, eager = false }: { src: string | null; eager?: boolean }) {
  if (!src) return <div className="banner-image banner-image--empty" aria-hidden="true" />;
  return (
    <img
      className="banner-image"
      src={src}
      alt=""
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
