import type { PolicyDocument } from './policy-types';

/** The Privacy Policy, from what the app collects and shows (SPEC §1, §2, §3 and §9). */
export const PRIVACY_POLICY: PolicyDocument = {
  title: 'Privacy Policy',
  summary:
    'This policy explains what Creators Combat League collects when you use the platform, why, and who can see it.',
  sections: [
    {
      heading: 'What we collect',
      items: [
        'Your account: email address, mobile number, username and password (stored only in a form that cannot be read back).',
        'Your profile: picture, bio and your statistics (games played, wins and kills).',
        'Your tournament entries: team names, the in-game names of your squad and a WhatsApp number for match-day contact.',
        'Your wallet: amounts, the UTR references and bank username of your deposits, and the beneficiary name, UPI ID and PhonePe number of your withdrawals.',
        'Match and fair-play data: results, points and the reports made about matches.',
        'Messages you send us through the Contact page.',
      ],
    },
    {
      heading: 'How we use it',
      items: [
        'To create your account, sign you in and email you one-time codes for registration and password resets.',
        'To run tournaments: bookings, teams, rooms, results and standings.',
        'To verify your deposits and send your withdrawals.',
        'To keep lobbies fair: reviewing reports and flagging hacked apps.',
        'To answer your questions and requests.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Team names, in-game names and points are shown to the other players of the same tournament and on its points tables. Your username, picture and bio appear on your profile. Payment details are used only to verify payments and pay you. We do not sell your personal data.',
      ],
    },
    {
      heading: 'On your device',
      paragraphs: [
        'When you sign in, your browser keeps your sign-in token and username in its local storage so you stay signed in. Logging out clears them.',
      ],
    },
    {
      heading: 'Age',
      paragraphs: [
        'The service is not intended for anyone under 16, and we do not knowingly collect data from them.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can change your username, mobile number, bio and picture at any time from your profile. To ask what we hold about you or to close your account, contact us through the Contact page.',
      ],
    },
  ],
};
