import { SUPPORT_REPLY_TIME } from './contact-details';
import type { PolicyDocument } from './policy-types';

/** The Refund Policy, from SPEC §1, §2 and §9. */
export const REFUND_POLICY: PolicyDocument = {
  title: 'Refund Policy',
  summary:
    'Registrations on Creators Combat League are final. This policy explains the few cases in which an entry fee or a wallet top-up is refunded, and how to ask for it.',
  sections: [
    {
      heading: 'When you get a refund',
      items: [
        'The platform cancels a tournament: every entry fee paid for it is refunded to the wallet it came from.',
        'A technical issue on the platform stops you from playing, such as a room or lobby that fails on our side, and we verify it.',
      ],
    },
    {
      heading: 'When there is no refund',
      items: [
        'You miss a match: you join late, do not join at all, or your own phone, app or network fails.',
        'Your team is disqualified or your account is banned.',
        'You are removed from a tournament for breaking its rules or our Terms and Conditions.',
        'You change your mind after booking: registrations are final and cannot be cancelled.',
      ],
    },
    {
      heading: 'Wallet top-ups',
      paragraphs: [
        'Money added to your wallet is not refundable. The only exceptions are failed transactions (money left your account but was not credited to your wallet) and duplicate transactions (you paid the same top-up twice).',
        'For these, request a refund within 14 days of the transaction with proof: screenshots of the payment or its transaction IDs (UTR). Once verified, the amount is credited to your cash wallet.',
      ],
    },
    {
      heading: 'How to request a refund',
      paragraphs: [
        'Send your request through the Contact page within 14 days of the incident. Include your username, the tournament name and date, what happened and any screenshots or transaction IDs. Report a failed lobby or room within 1 hour of the match so we can check it while the details are fresh.',
        `We verify every request and reply within ${SUPPORT_REPLY_TIME}. Approved refunds of entry fees are credited to your wallet.`,
      ],
    },
  ],
};
