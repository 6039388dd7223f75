import type { CSSProperties, ReactNode } from 'react';
import './loader.css';

/**
 * What a screen shows while its content loads: grey shapes the size of that content, so the
 * content takes their place without pushing anything (the footer, the next section) around.
 * It is announced as a status with `label`; `showLabel` also prints the label, for screens
 * whose loading text is part of the spec (SPEC §2: 'Loading blogs...'). `className` is the
 * layout of the shapes: the classes of the content they stand for. A whole page's skeleton
 * (`fillScreen`) is at least the screen's height, so the footer stays below the fold until the
 * page has come, however short the shapes are on a wide screen.
 */
export function Skeleton({
  label,
  showLabel = false,
  fillScreen = false,
  className,
  children,
}: {
  label: string;
  showLabel?: boolean;
  fillScreen?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={fillScreen ? 'skeleton skeleton--fill-screen' : 'skeleton'} role="status">
      <span className={showLabel ? 'skeleton__label' : 'visually-hidden'}>{label}</span>
      <div className={className} aria-hidden="true">
        {children}
      </div>
    </div>
  );
}

/**
 * A line of text still to come, inside the element that will hold it (a heading, a paragraph),
 * so it takes that element's line height. `width` as CSS (`60%`, `8em`).
 */
export function SkeletonText({ width = '100%' }: { width?: string }) {
  return <span className="skeleton-text" style={{ '--skeleton-width': width } as CSSProperties} />;
}
