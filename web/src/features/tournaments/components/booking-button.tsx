import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import type { BookingAction } from './booking-action';

interface BookingButtonProps {
  action: BookingAction;
  /** Where an open booking leads (normal), or what it does (special: opens the options). */
  onBook: { to: string } | { onClick: () => void };
}

/** The booking control in each of its states. */
export function BookingButton({ action, onBook }: BookingButtonProps) {
  switch (action.kind) {
    case 'login':
      return (
        <Link to={PATHS.login} className="button button--primary booking-button">
          Login to Book Slot
        </Link>
      );
    case 'booked':
      return <p className="button button--success booking-button">Booking confirmed</p>;
    case 'closed':
      return (
        <button type="button" className="button booking-button" disabled>
          Bookings closed
        </button>
      );
    case 'soon':
      return <p className="button booking-button booking-button--soon">Registration opens soon</p>;
    case 'not-open':
      return (
        <button type="button" className="button booking-button" disabled>
          {action.label}
        </button>
      );
    case 'open':
      return 'to' in onBook ? (
        <Link to={onBook.to} className="button button--primary booking-button">
          {action.label}
        </Link>
      ) : (
        <button
          type="button"
          className="button button--primary booking-button"
          aria-haspopup="dialog"
          onClick={onBook.onClick}
        >
          {action.label}
        </button>
      );
  }
}

/** The copy fixed to the bottom of a phone's screen, so booking is always a thumb away. */
export function MobileBookingBar(props: BookingButtonProps) {
  return (
    <div className="mobile-booking-bar" role="region" aria-label="Booking on mobile">
      <BookingButton {...props} />
    </div>
  );
}
