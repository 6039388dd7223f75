/** The About page's text (SPEC §1): what the platform is and who it is for. */
export const ABOUT = {
  title: 'About Us',
  tagline: 'Creators Combat League',
  paragraphs: [
    'Creators Combat League is an esports tournament platform for mobile gamers in India. Free Fire squad tournaments are at its heart, with custom events for BGMI, Free Fire MAX, Call of Duty Mobile and Valorant.',
    'Browse live, upcoming and special tournaments, book a slot for your squad or create and join teams with a code, and get the room ID and password the moment your match starts. Results and standings update match by match, so you always know where your squad stands.',
    'Your rupee wallet keeps deposits and winnings in one place, with deposits by UPI and withdrawals straight to your UPI ID. Every lobby is watched for cheating: reports are reviewed by our team, hacked apps are flagged automatically and cheaters are banned for good.',
  ],
  highlights: [
    { title: 'Daily tournaments', text: 'Free scrims and paid cups for every squad.' },
    { title: 'Fair lobbies', text: 'Anti-cheat review in every match.' },
    { title: 'Fast payouts', text: 'Winnings to your UPI ID within 24-48 hours.' },
  ],
} as const;
