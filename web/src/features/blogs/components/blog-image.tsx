interface BlogImageProps {
  src: string | null | undefined;
  /** Empty when the title next to the picture already says what it shows. */
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Lazy below the fold; the detail page's main picture loads at once. */
  eager?: boolean;
}

/** A blog picture sized up front (no layout jump on slow networks), or a plain panel without one. */
export function BlogImage({ src, alt, width, height, className, eager = false }: BlogImageProps) {
  const classes = ['blog-image', className].filter(Boolean).join(' ');
  if (!src) return <div className={`${classes} blog-image--empty`} aria-hidden="true" />;
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
