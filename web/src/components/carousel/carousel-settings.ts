/**
 * SPEC §9: carousels show 3 cards, 2 below 1024 px of width, 1 below 600 px; they move one card
 * at a time in 500 ms and wrap around without end.
 */
export const CAROUSEL = {
  cards: 3,
  cardsBelowTablet: 2,
  cardsBelowPhone: 1,
  tabletMaxWidthPx: 1023.98,
  phoneMaxWidthPx: 599.98,
  speedMs: 500,
} as const;
