/**
 * The demo data: believable Free Fire squads, tournaments, blogs and shop products for Indian
 * players. Only data lives in these files; seed-demo-data.ts turns it into rows. Times are
 * relative to the moment of seeding so a fresh demo always has live, upcoming and finished
 * events. Pictures are paths the web app serves (/assets/...); the backend stores only the links.
 * The browser tests and benches read what they expect to see from here.
 */
export { DEMO_BLOGS, DEMO_PRODUCTS, type DemoBlog, type DemoProduct } from './demo-content';
export {
  DEMO_EMAIL_DOMAIN,
  DEMO_MOBILE_BASE,
  DEMO_PLAYER,
  DEMO_SQUADS,
  type DemoSquad,
} from './demo-players';
export type { Moment } from './demo-time';
export type { DemoTournament } from './demo-tournament';
export { DEMO_TOURNAMENTS, POSITION_POINTS } from './demo-tournaments';
export { DEMO_WALLET, type DemoMovement } from './demo-wallet';
