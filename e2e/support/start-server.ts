// Starts the real server for the journeys on a fresh embedded database with demo data, and
// removes that database when the server exits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'tiketi-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: process.env.E2E_PORT ?? '4390',
  HOST: '127.0.0.1',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  // Every journey books from this one loopback address.
  BOOKINGS_PER_ADDRESS: '0',
  // ...and registers more organizers from it than the hourly default allows one address.
  REGISTRATIONS_PER_ADDRESS: '200',
  // Journeys on a busy machine must not be answered 503 by load shedding (tested in the API tests).
  SHED_EVENT_LOOP_DELAY_MS: '0',
  SHED_POOL_WAITING: '0',
  SHED_QUEUE_WAIT_MS: '0',
});
await import('../../apps/api/src/server');
