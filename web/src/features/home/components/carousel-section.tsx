import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Carousel } from '../../../components/carousel/carousel';
import { CarouselSkeleton } from '../../../components/carousel/carousel-skeleton';
import { StatusMessage } from '../../../components/states/status-message';

/** SPEC §8: what every home carousel says when its data did not load. */
export const LOAD_ERROR = 'Error loading the data';

interface CarouselSectionProps<T> {
  id: string;
  title: string;
  items: readonly T[] | undefined;
  loading: boolean;
  failed: boolean;
  empty: string;
  getKey: (item: T) => string;
  /** `index` is the card's place in `items`, -1 for a copy (see Carousel). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A card still loading, as tall as the cards (see CarouselSkeleton). */
  placeholder: ReactNode;
  /** A 'View More' link under the carousel. */
  more?: { to: string; label: string };
}

/** A titled home section: a carousel with its loading, failed and empty states. */
export function CarouselSection<T>(props: CarouselSectionProps<T>) {
  const { id, title, items, loading, failed, empty, more } = props;
  let body;
  if (items && items.length > 0) {
    body = (
      <Carousel label={title} items={items} getKey={props.getKey} renderItem={props.renderItem} />
    );
  } else if (loading)
    body = <CarouselSkeleton label={`Loading ${title}...`} card={props.placeholder} />;
  else if (failed) body = <StatusMessage tone="error">{LOAD_ERROR}</StatusMessage>;
  else body = <StatusMessage>{empty}</StatusMessage>;

  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {body}
      {more && (
        <div className="home-more">
          <Link to={more.to} className="button" aria-label={`View More ${more.label}`}>
            View More
          </Link>
        </div>
      )}
    </section>
  );
}
