import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';

/** The banner of SPEC §1. */
export function HomeBanner() {
  return (
    <section className="home-banner" aria-labelledby="home-title">
      <p className="home-banner__tagline">Best Of 2025</p>
      <h1 id="home-title" className="home-banner__title">
        Creators Combat League
      </h1>
      <p className="home-banner__label">
        <span className="home-banner__badge">Stay Tuned</span> Auction Tournaments
      </p>
      <Link to={PATHS.tournaments} className="button button--primary home-banner__cta">
        Bookings open now
      </Link>
    </section>
  );
}
