import { useSyncExternalStore } from 'react';
import { CAROUSEL } from './carousel-settings';

const PHONE = `(max-width: ${CAROUSEL.phoneMaxWidthPx}px)`;
const TABLET = `(max-width: ${CAROUSEL.tabletMaxWidthPx}px)`;

const matches = (query: string) =>
  typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

function cardsPerView(): number {
  if (matches(PHONE)) return CAROUSEL.cardsBelowPhone;
  if (matches(TABLET)) return CAROUSEL.cardsBelowTablet;
  return CAROUSEL.cards;
}

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = [PHONE, TABLET].map((query) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** How many cards a carousel shows at the current screen width; follows rotation and resizing. */
export const useCardsPerView = (): number =>
  useSyncExternalStore(subscribe, cardsPerView, () => CAROUSEL.cards);
