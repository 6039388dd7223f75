/** Every line of the approvals page (decision 043), in one place. */
export const APPROVAL_TEXTS = {
  title: 'Approvals',
  waitingTitle: 'Waiting for a second organiser',
  none: 'Nothing waits for approval.',
  loadFailed: 'The approvals could not be loaded. Try again.',
  proposedBy: (who: string, when: string) => `Proposed by ${who}, ${when}`,
  coolingUntil: (when: string) => `Cooling until ${when}`,
  approved: 'Approved: the money moved.',
  refused: 'Refused: nothing moved.',
  cancelled: 'Cancelled: nothing moved.',
  passwordHint: 'You are the only organiser: enter your password to approve your own proposal.',
  creditTitle: 'Record a credit',
  creditIntro:
    'Money that reached the payee for a player, with no deposit request: it is credited when a second organiser approves.',
  creditSent: "Sent for a second organiser's approval.",
  controlsTitle: 'Approvals and cooling period',
  controlsSaved: 'Saved.',
} as const;
