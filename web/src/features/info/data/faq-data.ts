import { SUPPORT_EMAIL, SUPPORT_PHONE } from '../../../lib/site-info';
import { SUPPORT_REPLY_TIME } from './contact-details';

export interface FaqLink {
  /** A route of the app. */
  to: string;
  label: string;
}

export interface Faq {
  id: string;
  question: string;
  answer: string;
  /** Where to do what the answer describes. */
  link?: FaqLink;
}

export interface FaqSection {
  title: string;
  faqs: readonly Faq[];
}

const account: readonly Faq[] = [
  {
    id: 'sign-up',
    question: 'How do I sign up?',
    answer:
      'Tap Register, enter your Gmail address, your 10-digit mobile number and a password, then tap Request OTP. We email you a 6-digit code (check your spam folder if you do not see it). Enter the code and tap Verify OTP & Register: your account is ready and you are signed in.',
    link: { to: '/register', label: 'Create an account' },
  },
  {
    id: 'forgot-password',
    question: 'I forgot my password. How do I get back in?',
    answer:
      'On the Sign in page tap Forgot Password and enter the email address of your account. We send you a 6-digit OTP; enter it, then choose a new password of 6 to 20 characters. Once it is reset you are taken back to Sign in.',
    link: { to: '/forgot-password', label: 'Reset your password' },
  },
  {
    id: 'one-account',
    question: 'Can I have more than one account?',
    answer:
      'No. Each person may hold only one account. Accounts found to belong to the same player may be banned, together with their wallets and tournament entries.',
  },
  {
    id: 'contact-info',
    question: 'How do I change my mobile number or other details?',
    answer:
      'Open your Profile and tap Edit Profile (your account settings). There you can change your username, mobile number and bio, and tap your picture to change it. Save with Update Profile.',
    link: { to: '/profile/edit', label: 'Edit your profile' },
  },
];

const tournaments: readonly Faq[] = [
  {
    id: 'join-tournament',
    question: 'How do I join a tournament?',
    answer:
      'Sign in, open Tournaments and pick one that is open for booking. Tap Book Slot and enter your team name, your in-game name, your squad (players 2 to 4 are required, players 5 and 6 are optional substitutes) and a WhatsApp number. Any entry fee is paid from your wallet. In special tournaments you either create a team and share its code, or join a team with the code your leader gives you.',
    link: { to: '/tournaments', label: 'Browse tournaments' },
  },
  {
    id: 'absent-opponent',
    question: 'What happens if an opponent does not show up?',
    answer:
      'The match starts on time without them: it begins 7 minutes after the room ID is released, and teams that are not in the room by then miss that match and score no points for it. The teams in the room play on and score as usual.',
  },
  {
    id: 'cancel-registration',
    question: 'Can I cancel my registration?',
    answer:
      'No. Registrations are final and cannot be cancelled once your slot is booked. Entry fees are refunded only when the platform cancels the tournament or a technical fault on our side is verified.',
    link: { to: '/refund-policy', label: 'Read the refund policy' },
  },
  {
    id: 'match-notifications',
    question: 'How will I know when my match starts?',
    answer:
      'Check My Matches, the list of tournaments you booked: a tournament shows Live when its match is being played and Live Soon before that. When the match starts, the room ID and password appear in the IDP tab of the tournament. Join the tournament Discord 15 minutes before the start for announcements.',
  },
  {
    id: 'games',
    question: 'Which games can I play?',
    answer:
      'Our main game is Free Fire, played as squad tournaments. We also run custom events for BGMI, Free Fire MAX, Call of Duty Mobile and Valorant.',
  },
  {
    id: 'anti-cheat',
    question: 'How do you stop cheating?',
    answer:
      'Every match is checked: hacked or modified apps are flagged automatically, and every report from a player is reviewed by our team. Cheaters are banned permanently.',
  },
  {
    id: 'disqualification',
    question: 'Why can a team be disqualified?',
    answer:
      'For using hacks or modified apps, for playing from more than one account, for playing on a PC (only mobile players are allowed), or for breaking the tournament rules. Abusing the host costs a team 20 points. A disqualified team gets no refund.',
  },
];

const wallet: readonly Faq[] = [
  {
    id: 'add-funds',
    question: 'How do I add money to my wallet?',
    answer:
      'Open Wallet and choose Add Funds (the Deposit tab). Scan the QR code and pay with UPI, a card or a wallet app. Then enter the amount, the UTR (transaction reference) of your payment and your bank username, and tap Add Money. Keep a screenshot of the payment as proof. Your balance goes up once our team has verified the payment, so please wait for verification.',
    link: { to: '/wallet', label: 'Open your wallet' },
  },
  {
    id: 'transaction-proof',
    question: 'What counts as proof of a payment?',
    answer:
      'The UTR or transaction ID from your payment app, or a screenshot that shows the amount, the date and that reference. Keep it until the deposit shows as APPROVED in your wallet; we ask for it if there is any question about the payment.',
  },
  {
    id: 'deposit-rejected',
    question: 'Why was my deposit rejected?',
    answer:
      'Usually because the UTR does not match a payment we received, the amount is different from what was paid, or the same UTR was already submitted. Check the details and submit again with the correct UTR. If money left your account and was not credited, contact support within 14 days with your proof.',
  },
  {
    id: 'withdraw',
    question: 'How do I withdraw my winnings?',
    answer:
      'Open Wallet and choose Withdraw. Enter the amount (at least ₹1), the beneficiary name, your UPI ID and your PhonePe number, then tap Withdraw. The amount leaves your balance at once and reaches your UPI account within 24-48 hours.',
    link: { to: '/withdraw', label: 'Withdraw money' },
  },
  {
    id: 'wallet-types',
    question: 'What is the difference between the cash wallet and the bonus wallet?',
    answer:
      'The cash wallet holds your deposits and winnings; you can spend it on entry fees and withdraw it. The bonus wallet holds referral and promotion credits; it cannot be withdrawn and can be used only in specific lobbies.',
  },
  {
    id: 'crash-refund',
    question: 'Will I get a refund if my game crashes?',
    answer:
      'A crash of your own phone, app or network is not refunded, as with any missed match. If the fault was on our side, such as a broken room or lobby, and we verify it, you get a refund. Request it within 14 days of the match.',
    link: { to: '/refund-policy', label: 'Read the refund policy' },
  },
];

const matchProblems: readonly Faq[] = [
  {
    id: 'lobby-failure',
    question: 'What if the lobby or room does not work?',
    answer:
      'Report it to support within 1 hour of the match with the tournament name, the room ID and a screenshot or clip if you have one. We check every report, and a verified failure on our side is refunded under our Refund Policy.',
    link: { to: '/contact', label: 'Contact support' },
  },
  {
    id: 'rejoin',
    question: 'Can I rejoin a match after I disconnect?',
    answer:
      'Yes, if the game lets you back in: use the same room ID and password from the IDP tab and rejoin as quickly as you can. The match is not paused or restarted for one player, so your team keeps the points it scores while you are away.',
  },
];

const support: readonly Faq[] = [
  {
    id: 'contact-support',
    question: 'How do I contact support?',
    answer: `Use the form on the Contact page, call us on ${SUPPORT_PHONE} or email ${SUPPORT_EMAIL}. We reply within ${SUPPORT_REPLY_TIME}.`,
    link: { to: '/contact', label: 'Contact us' },
  },
  {
    id: 'help-center',
    question: 'Where can I find more help?',
    answer:
      'This FAQ is our help center. The Terms and Conditions, the Refund Policy and the Privacy Policy explain the rules in full, our blogs share tips from top squads, and each tournament has a Discord server for match-day help.',
    link: { to: '/terms-and-conditions', label: 'Read the terms and conditions' },
  },
];

/**
 * The 21 questions of SPEC §2's FAQ, in its order, answered from the facts of SPEC §1, §2 and §9
 * and grouped under headings so a long page is easy to scan.
 */
export const FAQ_SECTIONS: readonly FaqSection[] = [
  { title: 'Your account', faqs: account },
  { title: 'Tournaments and fair play', faqs: tournaments },
  { title: 'Wallet, payments and refunds', faqs: wallet },
  { title: 'Match problems', faqs: matchProblems },
  { title: 'Help and support', faqs: support },
];
