import type { PolicyDocument } from './policy-types';

/** The Terms and Conditions, from SPEC §1, §2 and §9 (the match rules are those of the RULES tab). */
export const TERMS: PolicyDocument = {
  title: 'Terms and Conditions',
  summary:
    'These terms apply to everyone who uses Creators Combat League, an esports tournament platform for mobile gamers in India. By creating an account or signing in you agree to them and to our Privacy Policy.',
  sections: [
    {
      heading: 'Who can play',
      items: [
        'You must be at least 16 years old. The service is not intended for anyone under 16.',
        'Each person may hold only one account. Multiple accounts may be banned.',
        'Keep your details accurate (a Gmail address and a 10-digit mobile number) and your password to yourself. You are responsible for what happens on your account.',
      ],
    },
    {
      heading: 'Tournaments and registrations',
      items: [
        'You book a slot with your squad: four players are required and up to two substitutes are optional. Special tournaments use teams that a leader creates and players join with the team code.',
        'Any entry fee is paid from your wallet when you book. Bookings close when no slots are left or when a tournament is cancelled or completed.',
        'Registrations are final and cannot be cancelled. Refunds are given only as our Refund Policy describes.',
      ],
    },
    {
      heading: 'Match rules',
      items: [
        'The room ID and password appear in the tournament when the match starts; the match starts 7 minutes after the room ID is given.',
        'Join the tournament Discord 15 minutes before the start.',
        'Wait no more than 30 seconds between matches.',
        'Abusing the host costs your team 20 points.',
        'Map rotation: Bermuda, Purgatory, Kalahari, Nextera, Alphine, then Random.',
        "A team's total is its players' kills plus its position points. Ties are broken by Booyahs, then kills, then position points.",
        'Squad entries are preferred. PC players are not allowed.',
      ],
    },
    {
      heading: 'Fair play',
      paragraphs: [
        'We review every report by hand and flag hacked or modified apps automatically. Cheaters are banned permanently, and players who use multiple accounts may be banned. Disqualified teams and banned players lose their entries without refund.',
      ],
    },
    {
      heading: 'Wallet and payments',
      items: [
        'Your cash wallet holds deposits and winnings and can be withdrawn. Your bonus wallet holds referral and promotion credits; it cannot be withdrawn and can be used only in specific lobbies.',
        'Deposits are made by scanning our payment QR code and submitting the UTR reference of your payment. They are credited after our team verifies them, and each UTR is credited only once.',
        'Withdrawals are sent to your UPI ID, at least ₹1 at a time, and are processed within 24-48 hours.',
        'Wallet top-ups are not refundable, except failed or duplicate transactions as our Refund Policy describes.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms as the platform grows. The version on this page is the one that applies; continuing to use the platform after a change means you accept it.',
      ],
    },
  ],
};
