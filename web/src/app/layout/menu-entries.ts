import { PATHS } from '../../lib/paths';

/** SPEC §2: the main menu's eight entries; Esports and Tournaments both lead to /tournaments. */
export const MAIN_MENU = [
  { label: 'Home', to: PATHS.home },
  { label: 'About US', to: PATHS.aboutUs },
  { label: 'Esports', to: PATHS.tournaments },
  { label: 'Tournaments', to: PATHS.tournaments },
  { label: 'Products', to: PATHS.products },
  { label: "FAQ's", to: PATHS.faqs },
  { label: 'Blogs', to: PATHS.blogs },
  { label: 'Contact Us', to: PATHS.contact },
] as const;

/** Shown only to a token of role admin, after the spec's eight. */
export const CONSOLE_ENTRY = { label: 'Console', to: PATHS.admin } as const;

export const FOOTER_QUICK_LINKS = [
  { label: 'Home', to: PATHS.home },
  { label: 'Tournaments', to: PATHS.tournaments },
  { label: 'Products', to: PATHS.products },
  { label: 'Blogs', to: PATHS.blogs },
  { label: 'About Us', to: PATHS.aboutUs },
  { label: 'Contact Us', to: PATHS.contact },
  { label: "FAQ's", to: PATHS.faqs },
] as const;

export const FOOTER_POLICY_LINKS = [
  { label: 'Privacy Policy', to: PATHS.privacyPolicy },
  { label: 'Refund Policy', to: PATHS.refundPolicy },
  { label: 'Terms and Conditions', to: PATHS.termsAndConditions },
] as const;
