import { type FormEvent, useId, useState } from 'react';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '../../../lib/site-info';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { GrievanceOfficerSection } from '../../grievance-officer/public';
import { CONTACT_LOCATION, SUPPORT_REPLY_TIME } from '../data/contact-details';
import './info.css';

/**
 * /contact: where we are, a phone number, a message form and the grievance officer. The spec
 * shows no submission and no validation for the form, so sending it only thanks the player;
 * nothing leaves the phone.
 */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  const id = useId();
  const [thankedName, setThankedName] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('name');
    setThankedName(typeof name === 'string' ? name.trim() : '');
  };

  return (
    <section className="page info-page" aria-labelledby="contact-title">
      <h1 id="contact-title" className="page__title">
        Contact Us
      </h1>
      <p className="info-page__lead">
        Questions about a tournament, your wallet or your account? We reply within{' '}
        {SUPPORT_REPLY_TIME}.
      </p>
      <dl className="contact-details">
        <div className="info-card">
          <dt>Location</dt>
          <dd>{CONTACT_LOCATION}</dd>
        </div>
        <div className="info-card">
          <dt>Phone</dt>
          <dd>
            <a className="contact-details__phone" href={SUPPORT_PHONE_HREF}>
              {SUPPORT_PHONE}
            </a>
          </dd>
        </div>
      </dl>

      {thankedName !== null ? (
        <div className="info-card contact-form" role="status">
          <h2 className="info-card__title">
            {thankedName ? `Thank you, ${thankedName}!` : 'Thank you!'}
          </h2>
          <p>Thanks for reaching out. For anything urgent, call us on {SUPPORT_PHONE}.</p>
          <button type="button" className="button" onClick={() => setThankedName(null)}>
            Write another message
          </button>
        </div>
      ) : (
        <form
          className="info-card contact-form"
          aria-labelledby={`${id}-form-title`}
          onSubmit={submit}
        >
          <h2 id={`${id}-form-title`} className="info-card__title">
            Send us a message
          </h2>
          <label htmlFor={`${id}-name`}>Name</label>
          <input
            id={`${id}-name`}
            className="text-input"
            name="name"
            type="text"
            autoComplete="name"
          />
          <label htmlFor={`${id}-phone`}>Phone</label>
          <input
            id={`${id}-phone`}
            className="text-input"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
          />
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea
            id={`${id}-message`}
            className="text-input contact-form__message"
            name="message"
            rows={5}
          />
          <button type="submit" className="button button--primary">
            Submit
          </button>
        </form>
      )}
      <GrievanceOfficerSection />
    </section>
  );
}
