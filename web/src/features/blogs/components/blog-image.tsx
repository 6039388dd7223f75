import {
  type ImagePlacement,
  ResponsiveImage,
} from '../../../components/responsive-image/responsive-image';

interface BlogImageProps {
  src: string | null | undefined;
  /** Empty when the title next to the picture already says what it shows. */
  alt: string;
  width: number;
  height: number;
  /** How wide it is shown (IMAGE_SIZES). */
  sizes: string;
  className?: string;
  /** Lazy below the fold; the detail page's main picture is the page's largest paint. */
  placement?: ImagePlacement;
}

/** A blog picture sized up front (no layout jump on slow networks), or a plain panel without one. */
export function BlogImage({ src, className, ...picture }: BlogImageProps) {
  const classes = ['blog-image', className].filter(Boolean).join(' ');
  if (!src) return <div className={`${classes} blog-image--empty`} aria-hidden="true" />;
  return <ResponsiveImage className={classes} src={src} {...picture} />;
}
