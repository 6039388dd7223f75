/** The demo player and the squads the seed gives accounts to. */

export const DEMO_PLAYER = {
  username: 'demoplayer',
  email: 'demoplayer@example.com',
  mobile: '9000000001',
  password: 'demo123',
  inGameName: 'HHxDemoPlayer',
  bio: 'Demo account. IGL of Hyderabad Hawks, Bermuda rusher, always hunting the next Booyah.',
} as const;

/**
 * A second organiser, so that a demo evening shows two-person control (decision 043): money
 * one organiser proposes waits for this one. Demo data never runs in production.
 */
export const DEMO_SECOND_ORGANISER = {
  username: 'demo.organiser',
  email: 'demo.organiser@example.com',
  mobile: '9999999998',
  password: 'demo-organiser',
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
