import {
  attendeeList,
  attendeeQuery,
  CHECK_IN_TEXTS,
  checkInResult,
  checkInStats,
} from '@tiketi/contract/check-in';
import { envelopeOf } from '@tiketi/contract/envelope';
import { eventIdParams } from '@tiketi/contract/events';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { exportAttendeesCsv } from './attendees-csv';
import { WEB_DEVICE } from './door-log-write';
import { manualCheckIn } from './door-manual';
import { checkInBody, registerDoorRoutes } from './door-routes';
import { checkIn, getCheckInStats, listAttendees } from './service';

const tags = ['check-in'];

/** The door: organisation members check tickets in and see who is coming; others get 404. */
export function registerCheckInRoutes(app: AppInstance) {
  const { deps } = app;
  registerDoorRoutes(app);
  organizerRoutes(app, (scope) => {
    scope.post(
      '/api/v1/event/:id/checkin',
      {
        schema: {
          tags,
          summary: 'Check a scanned or typed ticket code in, once; or one admission of a booking by hand',
          description:
            'Always 200 for a scan: message.outcome is valid, already_checked_in, unpaid, refunded, cancelled, other_event or unknown, with the live counts. With { booking_id, number } the check-in is manual (404 when the booking has no such admission at this event).',
          headers,
          params: eventIdParams,
          body: checkInBody,
          response: { 200: envelopeOf(checkInResult) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        const body = request.body;
        const result =
          'booking_id' in body
            ? await manualCheckIn(deps, actor, request.params.id, body)
            : await checkIn(deps, actor, request.params.id, body.code, {
                kind: 'scan',
                device: body.device ?? WEB_DEVICE,
              });
        request.log.info({ event: request.params.id, outcome: result.outcome }, 'check-in');
        return envelope(200, result, CHECK_IN_TEXTS[result.outcome].title);
      },
    );

    scope.get(
      '/api/v1/event/:id/checkin/stats',
      {
        schema: {
          tags,
          summary: 'The event at the door and how many of its admissions are checked in',
          headers,
          params: eventIdParams,
          response: { 200: envelopeOf(checkInStats) },
        },
      },
      async (request) => {
        const actor = request.organizer;
        return envelope(200, await getCheckInStats(deps, actor, request.params.id), 'Check-in');
      },
    );

    scope.get(
      '/api/v1/event/:id/attendees',
      {
        schema: {
          tags,
          summary: 'Paid bookings of an event: buyer, contact, seat lines, paid at, check-ins',
          headers,
          params: eventIdParams,
          querystring: attendeeQuery,
          response: { 200: envelopeOf(attendeeList) },
        },
      },
      async (request, reply) => {
        const actor = request.organizer;
        const list = await listAttendees(deps, actor, request.params.id, request.query);
        return reply.header('cache-control', 'private, no-store').send(envelope(200, list, 'Attendees'));
      },
    );

    scope.get(
      '/api/v1/event/:id/attendees.csv',
      {
        schema: {
          tags,
          summary: 'The whole attendee list as CSV (formula-safe cells, UTF-8 with BOM)',
          headers,
          params: eventIdParams,
        },
      },
      async (request, reply) => {
        const actor = request.organizer;
        const { csv, filename } = await exportAttendeesCsv(deps, actor, request.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(csv);
      },
    );
  });
}
