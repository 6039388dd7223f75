import type { ReactNode } from 'react';
import { Skeleton } from '../loader/skeleton';
import { CAROUSEL } from './carousel-settings';
import './carousel.css';

/**
 * A carousel still loading: as many stand-in cards as the widest screen shows (the stylesheet
 * shows 1, 2 or 3 of them, as it will the cards) and its Previous and Next buttons, so the
 * sections below stay where they are when the cards arrive.
 */
export function CarouselSkeleton({ label, card }: { label: string; card: ReactNode }) {
  return (
    <Skeleton label={label} className="carousel">
      <div className="carousel__viewport">
        <div className="carousel__track">
          {Array.from({ length: CAROUSEL.cards }, (_, slide) => (
            <div key={slide} className="carousel__slide">
              {card}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel__controls">
        <span className="carousel__button skeleton-box" />
        <span className="carousel__button skeleton-box" />
      </div>
    </Skeleton>
  );
}
