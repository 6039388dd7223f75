/** Business constants of SPEC §9, shared by the backend, the gateway and the web app. */

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const OTP_LENGTH = 6;
export const PHONE_DIGITS = 10;
export const BIO_MAX_LENGTH = 200;

/** Deposits: minimum 1 rupee, the form's input allows at most 500. */
export const DEPOSIT_MIN_RUPEES = 1;
export const DEPOSIT_MAX_RUPEES = 500;
export const WITHDRAWAL_MIN_RUPEES = 1;

/** Squad: 4 players required, 2 optional substitutes. */
export const SQUAD_REQUIRED_PLAYERS = 4;
export const SQUAD_MAX_PLAYERS = 6;

/** Redirect and re-enable delays of §9, in milliseconds. */
export const DELAYS_MS = {
  afterLogin: 1000,
  loginButtonDisabled: 2000,
  afterPasswordReset: 3000,
  afterBooking: 2000,
} as const;

export const TOAST_MS = { error: 4000, success: 2000 } as const;

/** Server-side limits the spec leaves open; the forms share them so both sides agree. */
export const TEXT_MAX_LENGTH = {
  name: 40,
  inGameName: 32,
  username: 30,
  email: 254,
  bankUsername: 100,
  upiId: 100,
  teamCode: 12,
  /** Registration shows no password rule; this only bounds the hashing work. */
  registerPassword: 128,
} as const;

export const TOURNAMENT_STATUSES = ['live', 'upcoming', 'cancelled', 'completed'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
