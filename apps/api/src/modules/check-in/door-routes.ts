import { checkInInput } from '@tiketi/contract/check-in';
import {
  admissionParams,
  checkInLog,
  checkInLogQuery,
  DEVICE_NAME_MAX,
  doorList,
  doorListQuery,
  doorSearchQuery,
  doorSearchResult,
  manualCheckInInput,
  syncInput,
  syncResult,
  undoCheckInResult,
} from '@tiketi/contract/door';
import { envelopeOf } from '@tiketi/contract/envelope';
import { eventIdParams } from '@tiketi/contract/events';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { authHeaders as headers, organizerRoutes } from '../sessions';
import { listDoor, searchDoor } from './door-list';
import { exportCheckInLogCsv, listCheckInLog } from './door-log';
import { undoCheckIn } from './door-manual';
import { syncScans } from './door-sync';

const tags = ['check-in'];
const privately = 'private, no-store';

/**
 * `POST v1/event/{id}/checkin` takes a code (scanned or typed, optionally with the device) or a
 * booking reference and admission number (manual). Each shape keeps its own messages.
 */
export const checkInBody = z.unknown().transform((value, ctx) => {
  const manual = typeof value === 'object' && value !== null && 'booking_id' in value;
  const parsed = (
    manual ? manualCheckInInput : checkInInput.extend({ device: manualCheckInInput.shape.device })
  ).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', input: value });
  return z.NEVER;
});

const deviceQuery = z.object({ device: z.string().trim().max(DEVICE_NAME_MAX).optional() });

/** Issue 17's door calls (ADR-022): the list, sync, search, undo and the log. */
export function registerDoorRoutes(app: AppInstance) {
  const { deps } = app;
  organizerRoutes(app, (scope) => {
    scope.get(
      '/api/v1/event/:id/checkin/list',
      {
        schema: {
          tags,
          summary: "The event's admissions for offline check-in, keyed by HMAC of their codes",
          headers,
          params: eventIdParams,
          querystring: doorListQuery,
          response: { 200: envelopeOf(doorList) },
        },
      },
      async (request, reply) => {
        const list = await listDoor(deps, request.organizer, request.params.id, request.query);
        return reply.header('cache-control', privately).send(envelope(200, list, 'Door list'));
      },
    );

    scope.post(
      '/api/v1/event/:id/checkin/sync',
      {
        // 5,000 scans are about 800 kB of JSON: above Fastify's 1 MiB default would be too close.
        bodyLimit: 2 * 1024 * 1024,
        schema: {
          tags,
          summary: "A device's scans, applied once each by id; the earliest check-in of an admission stands",
          headers,
          params: eventIdParams,
          body: syncInput,
          response: { 200: envelopeOf(syncResult) },
        },
      },
      async (request) => {
        const data = await syncScans(deps, request.organizer, request.params.id, request.body);
        request.log.info({ event: request.params.id, scans: request.body.scans.length }, 'check-in sync');
        return envelope(200, { data }, 'Synced');
      },
    );

    scope.get(
      '/api/v1/event/:id/checkin/search',
      {
        schema: {
          tags,
          summary: 'Admissions by holder or buyer name, email, phone or booking reference',
          headers,
          params: eventIdParams,
          querystring: doorSearchQuery,
          response: { 200: envelopeOf(doorSearchResult) },
        },
      },
      async (request, reply) => {
        const found = await searchDoor(deps, request.organizer, request.params.id, request.query.q);
        return reply.header('cache-control', privately).send(envelope(200, found, 'Search'));
      },
    );

    scope.delete(
      '/api/v1/event/:id/checkin/:booking_id/:number',
      {
        schema: {
          tags,
          summary: 'Undo a check-in (the owner, or teammates the owner allowed to refund)',
          headers,
          params: admissionParams,
          querystring: deviceQuery,
          response: { 200: envelopeOf(undoCheckInResult) },
        },
      },
      async (request) => {
        const { id, booking_id, number } = request.params;
        const target = { booking_id, number, device: request.query.device || undefined };
        return envelope(200, await undoCheckIn(deps, request.organizer, id, target), 'Check-in undone');
      },
    );

    scope.get(
      '/api/v1/event/:id/checkin/log',
      {
        schema: {
          tags,
          summary: "The event's check-in log, newest first, optionally of one device",
          headers,
          params: eventIdParams,
          querystring: checkInLogQuery,
          response: { 200: envelopeOf(checkInLog) },
        },
      },
      async (request, reply) => {
        const log = await listCheckInLog(deps, request.organizer, request.params.id, request.query);
        return reply.header('cache-control', privately).send(envelope(200, log, 'Check-in log'));
      },
    );

    scope.get(
      '/api/v1/event/:id/checkin/log.csv',
      {
        schema: {
          tags,
          summary: 'The check-in log as CSV (formula-safe cells, UTF-8 with BOM)',
          headers,
          params: eventIdParams,
          querystring: deviceQuery,
        },
      },
      async (request, reply) => {
        const { csv, filename } = await exportCheckInLogCsv(
          deps,
          request.organizer,
          request.params.id,
          request.query.device,
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .header('cache-control', privately)
          .header('x-content-type-options', 'nosniff')
          .send(csv);
      },
    );
  });
}
