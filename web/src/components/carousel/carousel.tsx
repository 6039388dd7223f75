import { type CSSProperties, type ReactNode, useEffect, useId, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { CAROUSEL } from './carousel-settings';
import { useCardsPerView } from './use-cards-per-view';
import './carousel.css';

interface CarouselProps<T> {
  /** The accessible name of the carousel, e.g. "New Matches". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** `index` is the card's place in `items`, -1 for a copy (never in view on arrival). */
  renderItem: (item: T, index: number) => ReactNode;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * A carousel that moves one card at a time and wraps around (SPEC §9). The track holds the
 * cards with copies of the last few before them and of the first few after them: moving past
 * either end slides onto the copies, then, once the 500 ms transition is over, jumps without
 * animation to the same cards in the middle, so the loop looks endless. Copies are hidden from
 * assistive technology; cards out of view are inert, so keyboard focus stays on what is shown
 * and the Previous and Next buttons move through the rest.
 *
 * Its layout is the stylesheet's: how many cards fit is a media query there, the copies and
 * the buttons are always rendered and hidden where every card fits. So the server's markup
 * (which cannot know the screen) is laid out right on a phone before any script runs, and
 * nothing moves when the script takes over. The script only decides what is inert and moves.
 */
export function Carousel<T>({ label, items, getKey, renderItem }: CarouselProps<T>) {
  const trackId = useId();
  const count = items.length;
  const perView = Math.min(useCardsPerView(), Math.max(count, 1));
  const loops = count > perView;
  /** Index of the first card shown; beyond 0..count-1 while showing the copies. */
  const [shift, setShift] = useState(0);
  const [animate, setAnimate] = useState(false);

  // After sliding onto the copies, land on the same cards in the middle, without animation.
  useEffect(() => {
    if (!loops || (shift >= 0 && shift < count)) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setShift((current) => wrap(current, count));
    }, CAROUSEL.speedMs);
    return () => clearTimeout(timer);
  }, [shift, count, loops]);

  const move = (step: number) => {
    setAnimate(true);
    setShift((current) => {
      const next = current + step;
      // Within the copies on either side the move animates; beyond them (very fast clicks)
      // it first lands in the middle.
      return next >= -perView && next <= count ? next : wrap(current, count) + step;
    });
  };

  const first = loops ? wrap(shift, count) : 0;
  const shown = (index: number) => wrap(index - first, count) < perView;
  // As many copies as the widest layout shows, whatever this screen shows (see above).
  const copies = count > 1 ? Math.min(CAROUSEL.cards, count) : 0;
  const slides = [
    ...items.slice(count - copies).map((item) => ({ item, copy: true, index: -1 })),
    ...items.map((item, index) => ({ item, copy: false, index })),
    ...items.slice(0, copies).map((item) => ({ item, copy: true, index: -1 })),
  ];
  const trackStyle = {
    '--carousel-position': copies + shift,
    transition: animate ? undefined : 'none',
  } as CSSProperties;
  const classes = [
    'carousel',
    count <= CAROUSEL.cardsBelowPhone && 'carousel--single',
    count <= CAROUSEL.cardsBelowTablet && 'carousel--fits-tablet',
    count <= CAROUSEL.cards && 'carousel--fits-desktop',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} role="group" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport" aria-live="polite">
        <div className="carousel__track" id={trackId} style={trackStyle}>
          {slides.map(({ item, copy, index }, position) => {
            const hidden = copy || !shown(index);
            return (
              <div
                key={copy ? `copy-${position}` : getKey(item)}
                className={copy ? 'carousel__slide carousel__slide--copy' : 'carousel__slide'}
                role={copy ? undefined : 'group'}
                aria-roledescription={copy ? undefined : 'slide'}
                aria-label={copy ? undefined : `${index + 1} of ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                {renderItem(item, index)}
              </div>
            );
          })}
        </div>
      </div>
      {copies > 0 && (
        // Where every card fits, the stylesheet hides them and this screen's script ignores them.
        <div className="carousel__controls" aria-hidden={!loops || undefined} inert={!loops}>
          <button
            type="button"
            className="carousel__button"
            aria-controls={trackId}
            aria-label="Previous"
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon />
          </button>
          <button
            type="button"
            className="carousel__button"
            aria-controls={trackId}
            aria-label="Next"
            onClick={() => move(1)}
          >
            <ChevronRightIcon />
          </button>
        </div>
      )}
    </div>
  );
}
