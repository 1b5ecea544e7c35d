/** Static blog content (spec 1: the blog is static). */
export interface BlogPost {
  title: string;
  excerpt: string;
  topic: string;
  date: string;
  readMinutes: number;
  gradient: string;
}

export const BLOG_POSTS: readonly BlogPost[] = [
  {
    title: 'How to price tickets for your first event',
    excerpt:
      'Start from your costs, look at what similar events charge, and use an early-bird tier to learn how fast demand really moves.',
    topic: 'Organizing',
    date: '2026-02-12',
    readMinutes: 6,
    gradient: 'from-brand-700 to-fuchsia-500',
  },
  {
    title: 'Door check-in without the queue',
    excerpt:
      'QR e-tickets, a charged phone and two entry lanes are usually all it takes to get a few hundred guests inside in minutes.',
    topic: 'Event day',
    date: '2026-01-28',
    readMinutes: 4,
    gradient: 'from-teal-600 to-sky-500',
  },
  {
    title: 'Free events still need tickets',
    excerpt:
      'A free ticket tells you how many people to expect, gives you a guest list for the door and lets you reach attendees afterwards.',
    topic: 'Guides',
    date: '2026-01-09',
    readMinutes: 5,
    gradient: 'from-orange-500 to-rose-500',
  },
  {
    title: 'Writing an event page people actually read',
    excerpt:
      'Lead with what, when and where, use one strong image, and answer the three questions buyers ask before they pay.',
    topic: 'Marketing',
    date: '2025-12-15',
    readMinutes: 7,
    gradient: 'from-emerald-600 to-lime-500',
  },
  {
    title: 'Accessibility checklist for venues',
    excerpt:
      'Step-free access, quiet spaces, clear signage and a named contact make your event welcoming to far more people.',
    topic: 'Guides',
    date: '2025-11-30',
    readMinutes: 8,
    gradient: 'from-slate-700 to-brand-600',
  },
  {
    title: 'What to send attendees the day before',
    excerpt:
      'Directions, start time, what to bring and where to find their e-ticket: a short reminder cuts no-shows noticeably.',
    topic: 'Organizing',
    date: '2025-11-04',
    readMinutes: 3,
    gradient: 'from-amber-500 to-orange-600',
  },
];
