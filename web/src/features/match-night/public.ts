// What the check-in and disputes feature offers the rest of the web app.
export { CheckInCard } from './components/check-in-card';
export { DisputeMatch } from './components/dispute-match';
export { checkInRules } from './utils/check-in-rules';
