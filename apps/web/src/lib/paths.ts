/**
 * Every address of the app (spec 2.1) in one place: the router's patterns, and the links,
 * redirects and navigations to them. Parameterised addresses are functions.
 */
export const paths = {
  home: '/',
  eventDetails: (id: number, slug?: string) => (slug ? `/details/${id}/${slug}` : `/details/${id}`),
  /** Issue 19: an organisation's public page. */
  organizerPage: (slug: string) => `/o/${encodeURIComponent(slug)}`,
  paymentMethod: '/payment/method',
  paymentSuccess: '/payment/success',
  /** The offline PayPal's approval page (the booking's approval_url when PayPal is simulated). */
  simulatedPaypal: '/simulated-paypal',
  myTickets: '/account/tickets',
  talkToUs: '/talk-to-us',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  blog: '/blog',
  signUp: '/signup',
  signIn: '/login',
  organizer: {
    register: '/organizer/register',
    registerDetails: '/organizer/register-details',
    signIn: '/organizer/login',
    reset: '/organizer/reset',
    forgot: '/organizer/forgot',
    dashboard: '/organizer/dashboard',
    /** The dashboard's drafts tab. */
    dashboardDrafts: '/organizer/dashboard?tab=drafts',
    events: '/organizer/events',
    /** My Events on a tab ('drafts'), or its first tab. */
    eventsTab: (tab?: string) => (tab ? `/organizer/events?tab=${tab}` : '/organizer/events'),
    settings: '/organizer/settings',
    /** Settings on its Team tab. */
    team: '/organizer/settings?tab=team',
    myTeam: '/organizer/team',
    invite: '/organizer/invite',
    /** Issue 19: the owner's outgoing webhooks. */
    webhooks: '/organizer/webhooks',
    createEvent: (step: 1 | 2 | 3) => `/organizer/event/${step}`,
    editEvent: (step: 1 | 2) => `/organizer/event-view/${step}`,
    tickets: (eventId: number) => `/organizer/tickets/${eventId}`,
    checkIn: (eventId: number) => `/organizer/checkin/${eventId}`,
    attendees: (eventId: number) => `/organizer/attendees/${eventId}`,
    /** Issue 17: the installed door app opens here, and goes on to the last event checked in. */
    checkInHome: '/organizer/checkin',
    /** Issue 17: every scan, manual check-in and undo of an event, by device. */
    checkInLog: (eventId: number) => `/organizer/checkin-log/${eventId}`,
    orders: (eventId: number) => `/organizer/orders/${eventId}`,
    order: (reference: string) => `/organizer/order/${encodeURIComponent(reference)}`,
    messages: (eventId: number) => `/organizer/messages/${eventId}`,
    /** Issue 15: the event's promo and access codes. */
    promoCodes: (eventId: number) => `/organizer/promo-codes/${eventId}`,
    /** Issue 15: the event's fees, taxes and shared capacity. */
    salesSettings: (eventId: number) => `/organizer/sales-settings/${eventId}`,
    /** Issue 16: the event's checkout questions and names per ticket. */
    questions: (eventId: number) => `/organizer/questions/${eventId}`,
  },
} as const;

/** The router's patterns for the parameterised addresses above. */
export const routePatterns = {
  eventDetails: '/details/:id/:slug?',
  organizerPage: '/o/:slug',
  tickets: '/organizer/tickets/:id',
  checkIn: '/organizer/checkin/:id',
  attendees: '/organizer/attendees/:id',
  checkInLog: '/organizer/checkin-log/:id',
  orders: '/organizer/orders/:id',
  order: '/organizer/order/:reference',
  messages: '/organizer/messages/:id',
  promoCodes: '/organizer/promo-codes/:id',
  salesSettings: '/organizer/sales-settings/:id',
  questions: '/organizer/questions/:id',
} as const;
