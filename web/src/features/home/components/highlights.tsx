import { PlayIcon } from '../../../components/icons/icons';
import { HIGHLIGHTS } from './highlights-data';

export function Highlights() {
  return (
    <section aria-labelledby="highlights-title">
      <h2 id="highlights-title" className="section-title">
        Highlights
      </h2>
      <ul className="highlights">
        {HIGHLIGHTS.map((video) => (
          <li key={video.href}>
            <a
              className="highlight-card"
              href={video.href}
              target="_blank"
              rel="noopener noreferrer"
            >
              <PlayIcon className="highlight-card__icon" width="48" height="48" />
              <span className="highlight-card__title">{video.title}</span>
              <span className="muted">Watch on YouTube</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
