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
  renderItem: (item: T) => ReactNode;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * A carousel that moves one card at a time and wraps around (SPEC §9). The track holds the
 * cards with copies of the last few before them and of the first few after them: moving past
 * either end slides onto the copies, then, once the 500 ms transition is over, jumps without
 * animation to the same cards in the middle, so the loop looks endless. Copies are hidden from
 * assistive technology; cards out of view are inert, so keyboard focus stays on what is shown
 * and the Previous and Next buttons move through the rest.
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
  const slides = loops
    ? [
        ...items.slice(count - perView).map((item) => ({ item, copy: true, index: -1 })),
        ...items.map((item, index) => ({ item, copy: false, index })),
        ...items.slice(0, perView).map((item) => ({ item, copy: true, index: -1 })),
      ]
    : items.map((item, index) => ({ item, copy: false, index }));
  const trackPosition = loops ? shift + perView : 0;
  const trackStyle = {
    '--cards-per-view': perView,
    transform: `translateX(-${(trackPosition * 100) / perView}%)`,
    transition: animate ? undefined : 'none',
  } as CSSProperties;

  return (
    <div className="carousel" role="group" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport" aria-live="polite">
        <div className="carousel__track" id={trackId} style={trackStyle}>
          {slides.map(({ item, copy, index }, position) => {
            const hidden = copy || !shown(index);
            return (
              <div
                key={copy ? `copy-${position}` : getKey(item)}
                className="carousel__slide"
                role={copy ? undefined : 'group'}
                aria-roledescription={copy ? undefined : 'slide'}
                aria-label={copy ? undefined : `${index + 1} of ${count}`}
                aria-hidden={hidden || undefined}
                inert={hidden}
              >
                {renderItem(item)}
              </div>
            );
          })}
        </div>
      </div>
      {loops && (
        <div className="carousel__controls">
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
