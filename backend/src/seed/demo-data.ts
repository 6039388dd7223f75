import type { TournamentKind, TournamentStatus } from '../db/schema';

/**
 * The demo data: believable Free Fire squads, tournaments, blogs and shop products for Indian
 * players. Only data lives here; seed-demo-data.ts turns it into rows. Times are relative to
 * the moment of seeding so a fresh demo always has live, upcoming and finished events.
 * Pictures are paths the web app serves (/assets/...); the backend stores only the links.
 */

/** A point in time relative to seeding: a day and a UTC time, or hours from now. */
export type Moment = { days: number; at: `${number}:${number}` } | { hours: number };

export const DEMO_PLAYER = {
  username: 'demoplayer',
  email: 'demoplayer@example.com',
  mobile: '9000000001',
  password: 'demo123',
  inGameName: 'HHxDemoPlayer',
  bio: 'Demo account. IGL of Hyderabad Hawks, Bermuda rusher, always hunting the next Booyah.',
} as const;

/** Seeded accounts other than the demo player get mobiles right after it: 9000000002, ... */
export const DEMO_MOBILE_BASE = 9_000_000_001;
/** Seeded e-mails use a reserved domain, so no real inbox ever receives a demo account's mail. */
export const DEMO_EMAIL_DOMAIN = 'example.com';

export interface DemoSquad {
  name: string;
  tag: string;
  /** Four first names; the first is the leader. Squad 0's leader is the demo player. */
  members: [string, string, string, string];
  /** A fifth player without an account, sent along on normal bookings. */
  substitute?: string;
}

export const DEMO_SQUADS: DemoSquad[] = [
  { name: 'Hyderabad Hawks', tag: 'HH', members: ['Demo', 'Imran', 'Sneha', 'Faizan'] },
  {
    name: 'Mumbai Mavericks',
    tag: 'MM',
    members: ['Rahul', 'Kabir', 'Ayaan', 'Priya'],
    substitute: 'Zaid',
  },
  { name: 'Chennai Cobras', tag: 'CC', members: ['Arjun', 'Karthik', 'Meera', 'Surya'] },
  { name: 'Pune Phantoms', tag: 'PP', members: ['Vikram', 'Parth', 'Isha', 'Omkar'] },
  {
    name: 'Delhi Vipers',
    tag: 'DV',
    members: ['Aarav', 'Dhruv', 'Simran', 'Lakshay'],
    substitute: 'Mohit',
  },
  { name: 'Bengaluru Blasters', tag: 'BB', members: ['Rohan', 'Shreyas', 'Kavya', 'Nikhil'] },
  { name: 'Kolkata Kraken', tag: 'KK', members: ['Sourav', 'Arnab', 'Riya', 'Debjit'] },
  { name: 'Jaipur Jaguars', tag: 'JJ', members: ['Karan', 'Yash', 'Diya', 'Harsh'] },
  {
    name: 'Lucknow Lions',
    tag: 'LL',
    members: ['Aditya', 'Ankit', 'Sana', 'Ritesh'],
    substitute: 'Tushar',
  },
  { name: 'Goa Gladiators', tag: 'GG', members: ['Sahil', 'Dev', 'Tara', 'Vivek'] },
  { name: 'Assam Rhinos', tag: 'AR', members: ['Pranav', 'Bhaskar', 'Ananya', 'Jay'] },
  { name: 'Punjab Panthers', tag: 'PB', members: ['Gurpreet', 'Harman', 'Simar', 'Jaskaran'] },
  { name: 'Indore Invaders', tag: 'II', members: ['Manav', 'Kunal', 'Neha', 'Gaurav'] },
  {
    name: 'Surat Strikers',
    tag: 'SS',
    members: ['Varun', 'Tanmay', 'Pooja', 'Deepak'],
    substitute: 'Naveen',
  },
  { name: 'Nagpur Ninjas', tag: 'NN', members: ['Rudra', 'Atharv', 'Aditi', 'Sameer'] },
  { name: 'Kerala Kings', tag: 'KL', members: ['Abhishek', 'Vishnu', 'Anjali', 'Arun'] },
];

export interface DemoTournament {
  kind: TournamentKind;
  status: TournamentStatus;
  name: string;
  title: string;
  banner: string;
  prizePoolRupees: number;
  entryFeeRupees: number;
  totalSlots: number;
  matchesCount: number;
  tournType: string;
  gameMode: string;
  regStart: Moment;
  regEnd: Moment;
  start: Moment;
  orgBy: string;
  discordLink: string | null;
  liveLink: string | null;
  /** Teams booked; this is also the tournament's slots taken. */
  teams: number;
  /** Whether the demo player's squad is one of them. */
  withDemoSquad: boolean;
  /** Matches with results: all of them once completed, some while live, none before. */
  matchesPlayed: number;
  /** Special teams still filling up: players joined per team, in team order (default 4). */
  playersJoined?: number[];
  room?: { id: string; password: string };
}

const DISCORD = 'https://discord.gg/creatorscombatleague';
const YOUTUBE_LIVE = 'https://www.youtube.com/@CreatorsCombatLeague/live';
const BOOYAH_ARENA_DISCORD = 'https://discord.gg/booyaharenaindia';

/** Evening in India (20:00 IST) is when most squads can play. */
const PRIME_TIME = '14:30';

export const DEMO_TOURNAMENTS: DemoTournament[] = [
  {
    kind: 'normal',
    status: 'live',
    name: 'Bermuda Blitz Cup',
    title: 'Squad Battle Royale on Bermuda, 4 matches',
    banner: '/assets/banners/bermuda-blitz-cup.jpg',
    prizePoolRupees: 2500,
    entryFeeRupees: 50,
    totalSlots: 12,
    matchesCount: 4,
    tournType: 'Squad',
    gameMode: 'Battle Royale',
    regStart: { days: -4, at: '06:00' },
    regEnd: { hours: -2 },
    start: { hours: -1 },
    orgBy: 'Creators Combat League',
    discordLink: DISCORD,
    liveLink: YOUTUBE_LIVE,
    teams: 12,
    withDemoSquad: true,
    matchesPlayed: 2,
    room: { id: '48273615', password: 'blitz50' },
  },
  {
    kind: 'normal',
    status: 'upcoming',
    name: 'Kalahari Clash Weekly',
    title: 'Weekly squad scrims on Kalahari',
    banner: '/assets/banners/kalahari-clash-weekly.jpg',
    prizePoolRupees: 1000,
    entryFeeRupees: 20,
    totalSlots: 12,
    matchesCount: 3,
    tournType: 'Squad',
    gameMode: 'Battle Royale',
    regStart: { days: -2, at: '06:00' },
    regEnd: { days: 1, at: '18:00' },
    start: { days: 2, at: PRIME_TIME },
    orgBy: 'Booyah Arena India',
    discordLink: BOOYAH_ARENA_DISCORD,
    liveLink: 'https://www.youtube.com/@BooyahArenaIndia/live',
    teams: 7,
    withDemoSquad: false,
    matchesPlayed: 0,
  },
  {
    kind: 'normal',
    status: 'upcoming',
    name: 'Purgatory Pro Scrims',
    title: 'Free entry squad scrims on Purgatory',
    banner: '/assets/banners/purgatory-pro-scrims.jpg',
    prizePoolRupees: 500,
    entryFeeRupees: 0,
    totalSlots: 12,
    matchesCount: 3,
    tournType: 'Squad',
    gameMode: 'Battle Royale',
    regStart: { days: -3, at: '06:00' },
    regEnd: { days: 1, at: '12:00' },
    start: { days: 1, at: PRIME_TIME },
    orgBy: 'Booyah Arena India',
    discordLink: BOOYAH_ARENA_DISCORD,
    liveLink: null,
    teams: 12,
    withDemoSquad: false,
    matchesPlayed: 0,
    // Published ahead: the releaser gives it out 10 minutes before the start.
    room: { id: '61730925', password: 'scrim24' },
  },
  {
    kind: 'normal',
    status: 'upcoming',
    name: 'Nextera Night Showdown',
    title: 'Late-night squad showdown on Nextera',
    banner: '/assets/banners/nextera-night-showdown.jpg',
    prizePoolRupees: 3000,
    entryFeeRupees: 50,
    totalSlots: 12,
    matchesCount: 4,
    tournType: 'Squad',
    gameMode: 'Battle Royale',
    regStart: { days: 2, at: '06:00' },
    regEnd: { days: 5, at: '18:00' },
    start: { days: 6, at: '16:30' },
    orgBy: 'Creators Combat League',
    discordLink: DISCORD,
    liveLink: YOUTUBE_LIVE,
    teams: 0,
    withDemoSquad: false,
    matchesPlayed: 0,
  },
  {
    kind: 'normal',
    status: 'completed',
    name: 'Alpine Rush Championship',
    title: 'Three-map squad championship',
    banner: '/assets/banners/alpine-rush-championship.jpg',
    prizePoolRupees: 1500,
    entryFeeRupees: 20,
    totalSlots: 12,
    matchesCount: 3,
    tournType: 'Squad',
    gameMode: 'Battle Royale',
    regStart: { days: -10, at: '06:00' },
    regEnd: { days: -6, at: '12:00' },
    start: { days: -6, at: PRIME_TIME },
    orgBy: 'Hyderabad Gaming Club',
    discordLink: 'https://discord.gg/hydgamingclub',
    liveLink: 'https://www.youtube.com/@HyderabadGamingClub',
    teams: 10,
    withDemoSquad: true,
    matchesPlayed: 3,
  },
  {
    kind: 'normal',
    status: 'cancelled',
    name: 'Monsoon Mayhem Cup',
    title: 'Cancelled: not enough squads registered',
    banner: '/assets/banners/monsoon-mayhem-cup.jpg',
    prizePoolRupees: 2000,
    entryFeeRupees: 50,
    totalSlots: 12,
    matchesCount: 3,
    tournType: 'Squad',
    gameMode: 'Battle Royale',
    regStart: { days: -7, at: '06:00' },
    regEnd: { days: -3, at: '12:00' },
    start: { days: -2, at: PRIME_TIME },
    orgBy: 'Creators Combat League',
    discordLink: DISCORD,
    liveLink: null,
    teams: 4,
    withDemoSquad: true,
    matchesPlayed: 0,
  },
  {
    kind: 'special',
    status: 'live',
    name: 'Creators Combat League Auction Round',
    title: 'Auction Tournaments: creators draft their squads',
    banner: '/assets/banners/ccl-auction-round.jpg',
    prizePoolRupees: 10000,
    entryFeeRupees: 0,
    totalSlots: 12,
    matchesCount: 6,
    tournType: 'Squad',
    gameMode: 'Battle Royale',
    regStart: { days: -6, at: '06:00' },
    regEnd: { hours: -3 },
    start: { hours: -2 },
    orgBy: 'Creators Combat League',
    discordLink: DISCORD,
    liveLink: YOUTUBE_LIVE,
    teams: 12,
    withDemoSquad: false,
    matchesPlayed: 3,
    room: { id: '59120448', password: 'ccl2025' },
  },
  {
    kind: 'special',
    status: 'upcoming',
    name: 'Creators Combat League Season Finals',
    title: 'Best Of 2025: the season finals',
    banner: '/assets/banners/ccl-season-finals.jpg',
    prizePoolRupees: 25000,
    entryFeeRupees: 20,
    totalSlots: 12,
    matchesCount: 6,
    tournType: 'Squad',
    gameMode: 'Battle Royale',
    regStart: { days: -1, at: '06:00' },
    regEnd: { days: 3, at: '18:00' },
    start: { days: 4, at: PRIME_TIME },
    orgBy: 'Creators Combat League',
    discordLink: DISCORD,
    liveLink: YOUTUBE_LIVE,
    teams: 5,
    withDemoSquad: false,
    matchesPlayed: 0,
    playersJoined: [4, 3, 4, 2, 1],
  },
  {
    kind: 'special',
    status: 'completed',
    name: 'Creators Showdown Invitational',
    title: 'Invitational for creator squads',
    banner: '/assets/banners/creators-showdown-invitational.jpg',
    prizePoolRupees: 5000,
    entryFeeRupees: 0,
    totalSlots: 12,
    matchesCount: 4,
    tournType: 'Squad',
    gameMode: 'Battle Royale',
    regStart: { days: -14, at: '06:00' },
    regEnd: { days: -9, at: '12:00' },
    start: { days: -9, at: PRIME_TIME },
    orgBy: 'Creators Combat League',
    discordLink: DISCORD,
    liveLink: 'https://www.youtube.com/@CreatorsCombatLeague',
    teams: 8,
    withDemoSquad: true,
    matchesPlayed: 4,
  },
  {
    kind: 'special',
    status: 'cancelled',
    name: 'Diwali Dhamaka Special',
    title: 'Festive clash squad special, postponed',
    banner: '/assets/banners/diwali-dhamaka-special.jpg',
    prizePoolRupees: 15000,
    entryFeeRupees: 50,
    totalSlots: 12,
    matchesCount: 5,
    tournType: 'Squad',
    gameMode: 'Clash Squad',
    regStart: { days: -5, at: '06:00' },
    regEnd: { days: 2, at: '18:00' },
    start: { days: 3, at: PRIME_TIME },
    orgBy: 'Agent Esports',
    discordLink: 'https://discord.gg/agentesports',
    liveLink: null,
    teams: 3,
    withDemoSquad: false,
    matchesPlayed: 0,
  },
];

/** Free Fire style position points by place: 12, 9, 8, 7, ... 1, then 0. */
export const POSITION_POINTS = [12, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 0];

/**
 * The demo player's wallet history, oldest first, so the Transactions tab has something to
 * show. Entry fees and the refund refer to tournaments by name; the balance ends at ₹330.
 */
export type DemoMovement =
  | { kind: 'deposit'; rupees: number; status: 'APPROVED' | 'PENDING'; utr: string; at: Moment }
  | { kind: 'withdrawal'; rupees: number; upiId: string; at: Moment }
  | { kind: 'entry_fee' | 'refund'; tournament: string; at: Moment };

export const DEMO_WALLET: DemoMovement[] = [
  {
    kind: 'deposit',
    rupees: 500,
    status: 'APPROVED',
    utr: 'DEMO418230957712',
    at: { days: -13, at: '09:12' },
  },
  { kind: 'entry_fee', tournament: 'Alpine Rush Championship', at: { days: -8, at: '11:40' } },
  { kind: 'withdrawal', rupees: 100, upiId: 'demoplayer@okaxis', at: { days: -7, at: '16:05' } },
  { kind: 'entry_fee', tournament: 'Monsoon Mayhem Cup', at: { days: -5, at: '13:25' } },
  { kind: 'entry_fee', tournament: 'Bermuda Blitz Cup', at: { days: -3, at: '10:50' } },
  { kind: 'refund', tournament: 'Monsoon Mayhem Cup', at: { days: -2, at: '08:30' } },
  { kind: 'deposit', rupees: 200, status: 'PENDING', utr: 'DEMO418231066045', at: { hours: -3 } },
];

export interface DemoBlog {
  title: string;
  image: string;
  author: string | null;
  createdAt: Moment;
  subDescription: string;
  paragraphs: string[];
  quote: string;
  keywords: string[];
}

export const DEMO_BLOGS: DemoBlog[] = [
  {
    title: 'Creators Combat League Season 2: Everything You Need to Know',
    image: '/assets/blogs/ccl-season-2.jpg',
    author: 'Team CCL',
    createdAt: { days: -2, at: '05:30' },
    subDescription:
      'Auction tournaments, bigger prize pools and a brand-new points table: here is what changes this season.',
    paragraphs: [
      'Season 2 of the Creators Combat League is here, and it is the biggest one yet. Creators draft their squads in live auction rounds, then those squads fight it out across Bermuda, Purgatory, Kalahari and Nextera for a share of the season prize pool.',
      'Every weekday evening there are open squad tournaments that anyone can book, from free scrims to ₹50 entry cups. Book a slot with your squad, keep an eye on the IDP tab for the room ID and password, and join our Discord fifteen minutes before the first match.',
      'Scoring stays simple: every kill is one point and your placement adds position points, 12 for a Booyah down to 1 for tenth place. Ties are broken by Booyahs, then kills, then position points.',
    ],
    quote: 'Every squad starts at zero. Booyah decides the rest.',
    keywords: ['free fire', 'ccl', 'season 2', 'auction tournament'],
  },
  {
    title: '5 Rotation Tips for Bermuda That Win More Booyahs',
    image: '/assets/blogs/bermuda-rotation-tips.jpg',
    author: 'Rahul "Raider" Verma',
    createdAt: { days: -5, at: '07:00' },
    subDescription: 'Stop getting caught in the zone: how top squads move on Bermuda.',
    paragraphs: [
      'Most squads do not lose fights, they lose rotations. On Bermuda the safest routes follow the ridges: from Peak towards Mill or from Clock Tower along the road to Factory, where cover is never more than a short sprint away.',
      'Rotate early when the zone is far and your squad is healthy. Late rotations through open fields are how a top-five finish becomes a twelfth place. Keep one gloo wall ready for every player when you move.',
      'Finally, talk. One voice calls the rotation, everyone else calls enemies. A squad that moves together wins the end zone far more often than four good players moving alone.',
    ],
    quote: 'Rotate early, fight late, and always keep a gloo wall ready.',
    keywords: ['bermuda', 'rotation', 'tips', 'battle royale'],
  },
  {
    title: 'How Our Anti-Cheat Review Keeps Lobbies Fair',
    image: '/assets/blogs/fair-play-review.jpg',
    author: null,
    createdAt: { days: -9, at: '10:15' },
    subDescription: 'Reports, reviews and permanent bans: what happens after you press report.',
    paragraphs: [
      'Fair lobbies are the whole point of a tournament. Every match is checked for hacked apps automatically, and every report from a player is reviewed by a person from our moderation team.',
      'When cheating is confirmed, the account is banned permanently, and linked accounts may be banned too. Points from matches played with a cheater are recalculated so the honest squads get the standings they earned.',
      'If you see something suspicious, report it within an hour of the match with the room ID and a clip or screenshot if you have one. The more detail you send, the faster the review.',
    ],
    quote: 'Play fair, or do not play at all.',
    keywords: ['anti-cheat', 'fair play', 'rules', 'free fire'],
  },
  {
    title: 'Clash Squad or Battle Royale: Which Mode Suits Your Squad?',
    image: '/assets/blogs/clash-squad-vs-br.jpg',
    author: 'Ananya Iyer',
    createdAt: { days: -14, at: '12:00' },
    subDescription:
      'Two very different ways to win, and how to pick the right tournaments for your team.',
    paragraphs: [
      'Battle Royale rewards patience: survival, rotations and picking the right fights over several matches. A squad with a calm IGL and one strong fragger can climb the points table without winning every fight.',
      'Clash Squad is pure aim and economy. Rounds are short, every gun purchase matters and there is nowhere to hide. Squads with fast reflexes and good communication shine here.',
      'Not sure which suits you? Play a few free scrims of each. The results tab will tell you quickly where your squad earns its points.',
    ],
    quote: 'Know your strengths, then pick your battlefield.',
    keywords: ['clash squad', 'battle royale', 'game modes', 'strategy'],
  },
  {
    title: 'From Scrims to Stage: Building a Squad That Lasts',
    image: '/assets/blogs/building-a-squad.jpg',
    author: 'Arjun Menon',
    createdAt: { days: -20, at: '08:45' },
    subDescription:
      'Roles, practice schedules and keeping your squad together through a losing streak.',
    paragraphs: [
      'Great squads are built, not found. Give every player a clear role: an IGL who calls the shots, a rusher who opens fights, a sniper who controls distance and a support who keeps everyone alive.',
      'Practise on a schedule. Three short scrim sessions a week beat one long session on Sunday. Review one match after every session and agree on one thing to fix next time.',
      'Losing streaks happen to every squad. Keep your substitutes involved, rotate roles when someone is tired and celebrate the small wins on the way to the big ones.',
    ],
    quote: 'Four players win fights. One squad wins tournaments.',
    keywords: ['teamwork', 'scrims', 'esports', 'squad building'],
  },
];

export interface DemoProduct {
  name: string;
  image: string;
  /** Rupees with paise, e.g. 349.50. */
  price: number;
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  { name: 'CCL Pro Jersey 2025', image: '/assets/products/ccl-pro-jersey.jpg', price: 499.0 },
  { name: 'Booyah Snapback Cap', image: '/assets/products/booyah-snapback-cap.jpg', price: 349.5 },
  { name: 'XL Gaming Mouse Pad', image: '/assets/products/xl-gaming-mouse-pad.jpg', price: 299.0 },
  { name: 'Finger Sleeves (Pair)', image: '/assets/products/finger-sleeves.jpg', price: 149.5 },
  { name: 'Squad Hoodie, Black', image: '/assets/products/squad-hoodie-black.jpg', price: 899.0 },
  { name: 'Phone Cooling Fan', image: '/assets/products/phone-cooling-fan.jpg', price: 649.0 },
  { name: 'Team Wristband Set', image: '/assets/products/team-wristband-set.jpg', price: 199.0 },
];
