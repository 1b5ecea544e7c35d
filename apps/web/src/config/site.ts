import { DEFAULT_SUPPORT_EMAIL } from '@tiketi/contract/constants';

/** Facts about this deployment that pages print; change them here when self-hosting. */
export const SITE = {
  name: 'Tiketi',
  tagline: 'Tickets for live experiences, everywhere.',
  /** Shown until the server's SUPPORT_EMAIL arrives (`GET v1/config/public`), and if it cannot. */
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  /** The support line for ticket and meeting questions (a reserved fictional number until configured). */
  supportPhone: '+1 202 555 0143',
  socials: [
    { name: 'Instagram', href: 'https://www.instagram.com/' },
    { name: 'X', href: 'https://x.com/' },
    { name: 'Facebook', href: 'https://www.facebook.com/' },
  ],
} as const;

/** Where the API lives; the SPA is served by the same origin, so a relative base is enough. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api/';
