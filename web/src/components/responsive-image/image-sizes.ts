/**
 * The `sizes` of the app's pictures: how wide each is shown, from the layouts' CSS (pages are
 * at most 72rem wide with 1rem padding; card grids and carousels show 1 card below 600 px, 2
 * below 1024 px and 3 above).
 */
export const IMAGE_SIZES = {
  /** A card in a grid or a carousel. */
  card: '(min-width: 1024px) 23rem, (min-width: 600px) 50vw, 100vw',
  /** A picture across the page (a tournament's banner on its details page). */
  page: '(min-width: 72rem) 70rem, 100vw',
  /** A blog's picture beside the sidebar from 1024 px. */
  article: '(min-width: 1024px) 46rem, 100vw',
  /** A thumbnail of the blog sidebar. */
  thumbnail: '6rem',
} as const;
