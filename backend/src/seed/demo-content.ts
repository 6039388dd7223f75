import type { Moment } from './demo-time';

/** The blog posts and shop products a fresh demo shows. */

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
