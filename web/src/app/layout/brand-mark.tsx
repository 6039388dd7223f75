/**
 * The league's mark (web/public/favicon.svg, which the app icons are drawn from) drawn in the
 * page itself: as an <img> it would be an SVG document of its own, whose first layout costs a
 * budget phone tens of milliseconds of main thread on every page's start.
 */
export function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#0b0d17" />
      <path d="M32 8 52 18v16c0 11-8 19-20 22C20 53 12 45 12 34V18z" fill="#ff5a1f" />
      <text
        x="32"
        y="40"
        fontFamily="Arial,sans-serif"
        fontSize="18"
        fontWeight="700"
        fill="#0b0d17"
        textAnchor="middle"
      >
        CCL
      </text>
    </svg>
  );
}
