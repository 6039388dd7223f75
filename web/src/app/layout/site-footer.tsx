import { Link } from 'react-router';
import { MailIcon, PhoneIcon } from '../../components/icons/icons';
import { SITE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../lib/site-info';
import { useReaderZone } from '../../lib/use-reader-zone';
import { GrievanceOfficerLine } from '../../features/grievance-officer/public';
import { FOOTER_POLICY_LINKS, FOOTER_QUICK_LINKS } from './menu-entries';
import { NewsletterForm } from './newsletter-form';
import { SocialLinks } from '../../components/social-links/social-links';

function LinkList({
  title,
  links,
}: {
  title: string;
  links: readonly { label: string; to: string }[];
}) {
  return (
    <nav className="site-footer__column" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** SPEC §2 footer: newsletter, quick links, policy links, social links and support contacts. */
export function SiteFooter() {
  const now = new Date();
  const year = useReaderZone() ? now.getFullYear() : now.getUTCFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__column" aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__heading">
            Newsletter
          </h2>
          <p>Tournament drops, results and news from {SITE_NAME}.</p>
          <NewsletterForm />
        </section>
        <LinkList title="Quick Links" links={FOOTER_QUICK_LINKS} />
        <LinkList title="Policies" links={FOOTER_POLICY_LINKS} />
        <section className="site-footer__column" aria-labelledby="footer-support">
          <h2 id="footer-support" className="site-footer__heading">
            Support
          </h2>
          <ul className="site-footer__links">
            <li>
              <a href={SUPPORT_PHONE_HREF}>
                <PhoneIcon /> {SUPPORT_PHONE}
              </a>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>
                <MailIcon /> {SUPPORT_EMAIL}
              </a>
            </li>
          </ul>
          <SocialLinks />
        </section>
      </div>
      <GrievanceOfficerLine />
      <p className="site-footer__copyright">
        © {year} {SITE_NAME}. For players 16 and over.
      </p>
    </footer>
  );
}
