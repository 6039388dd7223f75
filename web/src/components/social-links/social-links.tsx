import { SocialIcon } from '../icons/icons';
import { SOCIAL_LINKS } from '../../lib/site-info';

/** The platform's social channels as icon links, each named for screen readers. */
export function SocialLinks({ className = '' }: { className?: string }) {
  return (
    <ul className={`social-links ${className}`}>
      {SOCIAL_LINKS.map((link) => (
        <li key={link.name}>
          <a
            className="social-links__link"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.name} (opens in a new tab)`}
          >
            <SocialIcon name={link.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
