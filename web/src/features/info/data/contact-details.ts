/**
 * What the information pages say about reaching the platform beyond the shared contact details
 * (phone and e-mail live in lib/site-info.ts, shared with the header and footer).
 */

/** Where the platform is (SPEC §2, Contact). */
export const CONTACT_LOCATION = 'Hyderabad, India';

/** Support answers within this time on business days (SPEC §9). */
export const SUPPORT_REPLY_TIME = '24-48 hours on business days';
