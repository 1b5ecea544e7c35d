import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { paths, routePatterns } from '@/lib/paths';
import { RootLayout } from './layout/root-layout';
import { RequireAuth, RequireOrganizer } from './route-guards';
import { HomeRoute } from './routes/home';

/**
 * Every route but home is its own lazy chunk, loaded only when its element renders. The guards
 * render first, so a redirected visitor never fetches a protected screen's code. Declarative
 * routing (useRoutes) rather than a data router keeps ~17 KB gzip off the first visit; see README.
 */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return <Page />;
}

/** Spec 2.1 route table; `id` carries the spec's route name. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        children: [
          { id: 'home', index: true, element: <HomeRoute /> },
          {
            id: 'details',
            path: routePatterns.eventDetails,
            element: page(() => import('@/features/events/routes/event-details')),
          },
          {
            id: 'organizer_page',
            path: routePatterns.organizerPage,
            element: page(() => import('@/features/events/routes/organizer-page')),
          },
          {
            id: 'payment_method',
            path: paths.paymentMethod,
            element: page(() => import('@/features/bookings/routes/payment-method')),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                id: 'payment_success',
                path: paths.paymentSuccess,
                element: page(() => import('@/features/bookings/routes/payment-success')),
              },
              {
                // Capturing the approved order needs the buyer's (or guest's) token.
                id: 'simulated_paypal',
                path: paths.simulatedPaypal,
                element: page(() => import('@/features/bookings/routes/simulated-paypal')),
              },
              {
                id: 'my_tickets',
                path: paths.myTickets,
                element: page(() => import('@/features/e-tickets/routes/my-tickets')),
              },
            ],
          },
          {
            id: 'talk_to_us',
            path: paths.talkToUs,
            element: page(() => import('@/features/marketing/routes/contact')),
          },
          {
            id: 'about_us',
            path: paths.aboutUs,
            element: page(() => import('@/features/marketing/routes/about')),
          },
          {
            id: 'privacy',
            path: paths.privacyPolicy,
            element: page(() => import('@/features/marketing/routes/privacy-policy')),
          },
          { id: 'blog', path: paths.blog, element: page(() => import('@/features/marketing/routes/blog')) },
          {
            id: 'signup',
            path: paths.signUp,
            element: page(() => import('@/features/attendee-sign-in/routes/signup')),
          },
          {
            id: 'login',
            path: paths.signIn,
            element: page(() => import('@/features/attendee-sign-in/routes/login')),
          },
          {
            // The organizer's screens; their paths are absolute (lib/paths.ts).
            children: [
              {
                id: 'register',
                path: paths.organizer.register,
                element: page(() => import('@/features/accounts/routes/register')),
              },
              {
                id: 'register_details',
                path: paths.organizer.registerDetails,
                element: page(() => import('@/features/accounts/routes/register-details')),
              },
              {
                id: 'signIn',
                path: paths.organizer.signIn,
                element: page(() => import('@/features/accounts/routes/sign-in')),
              },
              {
                id: 'reset',
                path: paths.organizer.reset,
                element: page(() => import('@/features/accounts/routes/reset')),
              },
              {
                id: 'forgot',
                path: paths.organizer.forgot,
                element: page(() => import('@/features/accounts/routes/forgot')),
              },
              {
                element: <RequireOrganizer />,
                children: [
                  {
                    element: page(() => import('./layout/organizer-layout')),
                    children: [
                      {
                        id: 'dashboard',
                        path: paths.organizer.dashboard,
                        element: page(() => import('@/features/organizer-events/routes/dashboard')),
                      },
                      {
                        id: 'my_events',
                        path: paths.organizer.events,
                        element: page(() => import('@/features/organizer-events/routes/my-events')),
                      },
                      {
                        id: 'my_settings',
                        path: paths.organizer.settings,
                        element: page(() => import('@/features/accounts/routes/settings')),
                      },
                      {
                        id: 'my_team',
                        path: paths.organizer.myTeam,
                        element: page(() => import('@/features/accounts/routes/team')),
                      },
                      {
                        id: 'my_webhooks',
                        path: paths.organizer.webhooks,
                        element: page(() => import('@/features/webhooks/routes/webhooks')),
                      },
                      {
                        id: 'my_team_invite',
                        path: paths.organizer.invite,
                        element: page(() => import('@/features/accounts/routes/invite')),
                      },
                      {
                        id: 'my_event_step_1',
                        path: paths.organizer.createEvent(1),
                        element: page(() => import('@/features/organizer-events/routes/create-event-step-1')),
                      },
                      {
                        id: 'my_event_step_2',
                        path: paths.organizer.createEvent(2),
                        element: page(() => import('@/features/organizer-events/routes/create-event-step-2')),
                      },
                      {
                        id: 'my_event_step_3',
                        path: paths.organizer.createEvent(3),
                        element: page(() => import('@/features/organizer-events/routes/create-event-step-3')),
                      },
                      {
                        id: 'my_event_view_step_1',
                        path: paths.organizer.editEvent(1),
                        element: page(() => import('@/features/organizer-events/routes/edit-event-step-1')),
                      },
                      {
                        id: 'my_event_view_step_2',
                        path: paths.organizer.editEvent(2),
                        element: page(() => import('@/features/organizer-events/routes/edit-event-step-2')),
                      },
                      {
                        id: 'my_event_view_step_3',
                        path: routePatterns.tickets,
                        element: page(() => import('@/features/organizer-events/routes/ticket-update')),
                      },
                      {
                        id: 'messages',
                        path: routePatterns.messages,
                        element: page(() => import('@/features/event-messages/routes/messages')),
                      },
                      {
                        id: 'check_in',
                        path: routePatterns.checkIn,
                        element: page(() => import('@/features/check-in/routes/check-in')),
                      },
                      {
                        id: 'check_in_home',
                        path: paths.organizer.checkInHome,
                        element: page(() => import('@/features/check-in/routes/check-in-home')),
                      },
                      {
                        id: 'check_in_log',
                        path: routePatterns.checkInLog,
                        element: page(() => import('@/features/check-in/routes/check-in-log')),
                      },
                      {
                        id: 'attendees',
                        path: routePatterns.attendees,
                        element: page(() => import('@/features/check-in/routes/attendees')),
                      },
                      {
                        id: 'orders',
                        path: routePatterns.orders,
                        element: page(() => import('@/features/orders/routes/orders')),
                      },
                      {
                        id: 'order',
                        path: routePatterns.order,
                        element: page(() => import('@/features/orders/routes/order')),
                      },
                      {
                        id: 'promo_codes',
                        path: routePatterns.promoCodes,
                        element: page(() => import('@/features/event-selling/routes/promo-codes')),
                      },
                      {
                        id: 'sales_settings',
                        path: routePatterns.salesSettings,
                        element: page(() => import('@/features/event-selling/routes/sales-settings')),
                      },
                      {
                        id: 'questions',
                        path: routePatterns.questions,
                        element: page(() => import('@/features/event-questions/routes/questions')),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          { id: 'not_found', path: '*', element: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
