import { Link } from 'react-router';
import { cardPlacement } from '../../../components/responsive-image/responsive-image';
import { TournamentCard } from '../../../components/tournament-card/tournament-card';
import { TournamentCardSkeleton } from '../../../components/tournament-card/tournament-card-skeleton';
import { type TournamentCardFragment } from '../../../generated/components';
import { useHomeBlogsQuery, useHomeTournamentsQuery } from '../../../generated/home';
import { PATHS } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CarouselSection } from './carousel-section';
import { NEWS_COUNT } from './highlights-data';
import { Highlights } from './highlights';
import { HomeBanner } from './home-banner';
import { NewsCard, NewsCardSkeleton } from './news-card';
import './home.css';

const tournamentKey = (tournament: TournamentCardFragment) => `${tournament.kind}-${tournament.id}`;
/** New Matches is on the first screen: its first cards' banners load at once. */
const renderFirstScreenTournament = (tournament: TournamentCardFragment, index: number) => (
  <TournamentCard tournament={tournament} placement={cardPlacement(index)} />
);
const renderTournament = (tournament: TournamentCardFragment) => (
  <TournamentCard tournament={tournament} />
);

/**
 * The home page of SPEC §1: banner, New Matches (upcoming special, then upcoming normal, as
 * the gateway orders them), Highlights, Live Matches, Agent News and a call to action.
 */
export function HomePage() {
  useDocumentTitle(null);
  const matches = useHomeTournamentsQuery();
  const news = useHomeBlogsQuery();

  return (
    <div className="page home">
      <HomeBanner />
      <CarouselSection
        id="new-matches"
        title="New Matches"
        items={matches.data?.upcoming}
        loading={matches.loading}
        failed={Boolean(matches.error)}
        empty="No upcoming tournaments available"
        getKey={tournamentKey}
        renderItem={renderFirstScreenTournament}
        placeholder={<TournamentCardSkeleton />}
        more={{ to: PATHS.tournaments, label: 'tournaments' }}
      />
      <Highlights />
      <CarouselSection
        id="live-matches"
        title="Live Matches"
        items={matches.data?.live}
        loading={matches.loading}
        failed={Boolean(matches.error)}
        empty="No live tournaments available"
        getKey={tournamentKey}
        renderItem={renderTournament}
        placeholder={<TournamentCardSkeleton />}
      />
      <CarouselSection
        id="agent-news"
        title="Agent News"
        items={news.data?.blogs.slice(0, NEWS_COUNT)}
        loading={news.loading}
        failed={Boolean(news.error)}
        empty="No news yet"
        getKey={(blog) => blog.id}
        renderItem={(blog) => <NewsCard blog={blog} />}
        placeholder={<NewsCardSkeleton />}
        more={{ to: PATHS.blogs, label: 'blogs' }}
      />
      <section className="home-cta" aria-labelledby="join-title">
        <h2 id="join-title" className="section-title">
          Ready for your next Booyah?
        </h2>
        <Link to={PATHS.tournaments} className="button button--primary">
          Join the Battle
        </Link>
      </section>
    </div>
  );
}
