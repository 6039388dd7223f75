import { type FormEvent, useId, useState } from 'react';

/**
 * The footer's newsletter box. The spec shows no behaviour for it and the API has no
 * subscription call, so it only thanks the player; nothing is sent anywhere.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [thanked, setThanked] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setThanked(true);
  };

  if (thanked) {
    return (
      <p className="newsletter__thanks" role="status">
        Thank you for subscribing!
      </p>
    );
  }
  return (
    <form className="newsletter" onSubmit={onSubmit}>
      <label htmlFor={inputId}>Email address</label>
      <div className="newsletter__row">
        <input
          id={inputId}
          className="text-input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />
        <button type="submit" className="button button--primary">
          Subscribe
        </button>
      </div>
    </form>
  );
}
