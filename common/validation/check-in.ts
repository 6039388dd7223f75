import { number } from 'yup';
import { CHECKIN_CLOSES_MAX_MINUTES, CHECKIN_OPENS_MAX_MINUTES } from '../check-in';

/**
 * The check-in window's two fields, for the tournament form and the backend's create and edit:
 * both or neither (null = no check-in), and it opens before it closes.
 */

const minutes = (label: string, min: number, max: number) =>
  number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number of minutes`)
    .min(min, `${label} must be between ${min} and ${max} minutes`)
    .max(max, `${label} must be between ${min} and ${max} minutes`)
    .nullable();

export const CHECKIN_FIELD_MESSAGES = {
  opensRequired: 'Say when check-in opens, or turn check-in off',
  closesRequired: 'Say when check-in closes, or turn check-in off',
  order: 'Check-in must open earlier than it closes (more minutes before the first match)',
} as const;

export const checkinOpensField = () =>
  minutes('Check-in opens', 1, CHECKIN_OPENS_MAX_MINUTES).test(
    'both-or-neither',
    CHECKIN_FIELD_MESSAGES.opensRequired,
    function bothOrNeither(value) {
      const closes = (this.parent as { checkinClosesMinutes?: number | null }).checkinClosesMinutes;
      return !(value === null || value === undefined) || closes === null || closes === undefined;
    },
  );

export const checkinClosesField = () =>
  minutes('Check-in closes', 0, CHECKIN_CLOSES_MAX_MINUTES)
    .test('both-or-neither', CHECKIN_FIELD_MESSAGES.closesRequired, function bothOrNeither(value) {
      const opens = (this.parent as { checkinOpensMinutes?: number | null }).checkinOpensMinutes;
      return !(value === null || value === undefined) || opens === null || opens === undefined;
    })
    .test('order', CHECKIN_FIELD_MESSAGES.order, function opensFirst(value) {
      const opens = (this.parent as { checkinOpensMinutes?: number | null }).checkinOpensMinutes;
      if (value === null || value === undefined || opens === null || opens === undefined) {
        return true;
      }
      return opens > value;
    });
