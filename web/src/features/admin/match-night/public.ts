// What the console's check-in and disputes offer the other console sections.
export { MatchNightDesk } from './components/match-night-desk';
export { OpenDisputes } from './components/open-disputes';
export { PrizeHoldNotice } from './components/prize-hold-notice';
