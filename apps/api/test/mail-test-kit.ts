import { createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';
import type { JobLog } from '../src/jobs/send-due-mail';
import type { TestDatabase } from './support/test-database';

/** A real SMTP server on loopback that keeps every message it accepts, parsed. */
export interface SmtpPeer {
  url: string;
  messages: ParsedMail[];
  /** Listens again on the same port after `stop`, like a mail server coming back. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  async function start() {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Drop the client's idle pooled connections at once when stopped, as a crashed server would.
      closeTimeout: 50,
      onData(stream, _session, callback) {
        // Accept only once the message is recorded, so a resolved send means it is in `messages`.
        simpleParser(stream)
          .then((message) => {
            messages.push(message);
            callback();
          })
          .catch(callback);
      },
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.server.once('error', reject);
      listening.listen(port, '127.0.0.1', () => resolve());
    });
    port = (listening.server.address() as { port: number }).port;
  }

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** A loopback port nobody listens on: connecting to it is refused at once. */
export async function findClosedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A logger that records calls, for asserting what the worker reported. */
export function createRecordingLog() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies JobLog;
}

/**
 * Drops a suite's database. `drop database ... with (force)` can reach the server before the pool's
 * ended sockets have closed; pg then reports the terminated connections as a pool error that
 * nothing listens to. Only this teardown expects it, so only here is it absorbed.
 */
export async function destroyDatabase(database: TestDatabase | undefined): Promise<void> {
  if (!database) return;
  if (database.kind === 'postgres') {
    const pool = (database.db as unknown as { $client: { on(event: 'error', listener: () => void): void } })
      .$client;
    pool.on('error', () => {});
  }
  await database.destroy();
}
