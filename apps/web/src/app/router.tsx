import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
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
            path: 'details/:id/:slug?',
            element: page(() => import('@/features/events/routes/event-details')),
          },
          {
            id: 'payment_method',
            path: 'payment/method',
            element: page(() => import('@/features/bookings/routes/payment-method')),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                id: 'payment_success',
                path: 'payment/success',
                element: page(() => import('@/features/bookings/routes/payment-success')),
              },
              {
                id: 'my_tickets',
                path: 'account/tickets',
                element: page(() => import('@/features/e-tickets/routes/my-tickets')),
              },
            ],
          },
          {
            id: 'talk_to_us',
            path: 'talk-to-us',
            element: page(() => import('@/features/marketing/routes/contact')),
          },
          {
            id: 'about_us',
            path: 'about-us',
            element: page(() => import('@/features/marketing/routes/about')),
          },
          {
            id: 'privacy',
            path: 'privacy-policy',
            element: page(() => import('@/features/marketing/routes/privacy-policy')),
          },
          { id: 'blog', path: 'blog', element: page(() => import('@/features/marketing/routes/blog')) },
          {
            id: 'signup',
            path: 'signup',
            element: page(() => import('@/features/attendee-sign-in/routes/signup')),
          },
          {
            id: 'login',
            path: 'login',
            element: page(() => import('@/features/attendee-sign-in/routes/login')),
          },
          {
            path: 'organizer',
            children: [
              {
                id: 'register',
                path: 'register',
                element: page(() => import('@/features/accounts/routes/register')),
              },
              {
                id: 'register_details',
                path: 'register-details',
                element: page(() => import('@/features/accounts/routes/register-details')),
              },
              {
                id: 'signIn',
                path: 'login',
                element: page(() => import('@/features/accounts/routes/sign-in')),
              },
              { id: 'reset', path: 'reset', element: page(() => import('@/features/accounts/routes/reset')) },
              {
                id: 'forgot',
                path: 'forgot',
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
                        path: 'dashboard',
                        element: page(() => import('@/features/organizer-events/routes/dashboard')),
                      },
                      {
                        id: 'my_events',
                        path: 'events',
                        element: page(() => import('@/features/organizer-events/routes/my-events')),
                      },
                      {
                        id: 'my_settings',
                        path: 'settings',
                        element: page(() => import('@/features/accounts/routes/settings')),
                      },
                      {
                        id: 'my_team',
                        path: 'team',
                        element: page(() => import('@/features/accounts/routes/team')),
                      },
                      {
                        id: 'my_team_invite',
                        path: 'invite',
                        element: page(() => import('@/features/accounts/routes/invite')),
                      },
                      {
                        id: 'my_event_step_1',
                        path: 'event/1',
                        element: page(() => import('@/features/organizer-events/routes/create-event-step-1')),
                      },
                      {
                        id: 'my_event_step_2',
                        path: 'event/2',
                        element: page(() => import('@/features/organizer-events/routes/create-event-step-2')),
                      },
                      {
                        id: 'my_event_step_3',
                        path: 'event/3',
                        element: page(() => import('@/features/organizer-events/routes/create-event-step-3')),
                      },
                      {
                        id: 'my_event_view_step_1',
                        path: 'event-view/1',
                        element: page(() => import('@/features/organizer-events/routes/edit-event-step-1')),
                      },
                      {
                        id: 'my_event_view_step_2',
                        path: 'event-view/2',
                        element: page(() => import('@/features/organizer-events/routes/edit-event-step-2')),
                      },
                      {
                        id: 'my_event_view_step_3',
                        path: 'tickets/:id',
                        element: page(() => import('@/features/organizer-events/routes/ticket-update')),
                      },
                      {
                        id: 'check_in',
                        path: 'checkin/:id',
                        element: page(() => import('@/features/check-in/routes/check-in')),
                      },
                      {
                        id: 'attendees',
                        path: 'attendees/:id',
                        element: page(() => import('@/features/check-in/routes/attendees')),
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
