/** The grievance officer's words wherever the officer is named (issue 24). */
export const GRIEVANCE_OFFICER_TEXTS = {
  title: 'Grievance officer',
  fileComplaint: 'File a complaint',
  followComplaint: 'follow your complaint',
  /** The About and Contact section's line on where to complain and what happens next. */
  howToComplain:
    "Complaints about a match, a payment, your account or someone's conduct go to the grievance officer. Filing one gives you an acknowledgement number at once; with it you can",
} as const;

/** A phone number as a `tel:` link dials it: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
