import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './support/server-process';

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

function get(agent: http.Agent, port: number, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode, connection: String(response.headers.connection) }),
      );
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

describe('SIGTERM under load', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tiketi-shutdown-'));
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('turns unready first, finishes every accepted request, resets none and exits 0', async () => {
    server = startServer({ DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '1500' });
    const port = await server.listening;
    const outcomes: Outcome[] = [];
    let stop = false;
    let signalled = false;
    // Eight keep-alive clients, each sending its next request as soon as the last is answered.
    const clients = Array.from({ length: 8 }, async (_, index) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (!stop) {
        const outcome = await get(agent, port, index % 2 ? '/api/v1/event/view' : '/healthz');
        outcomes.push(outcome);
        if (outcome.error === 'ECONNREFUSED') break; // the port is closed: the server is gone
      }
      agent.destroy();
    });
    const readiness: number[] = [];
    const readyAgent = new http.Agent({ keepAlive: false });
    const watcher = (async () => {
      while (!stop) {
        const outcome = await get(readyAgent, port, '/readyz');
        if (outcome.error) break;
        if (signalled) readiness.push(outcome.status ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = outcomes.length;
    signalled = true;
    server.child.kill('SIGTERM');
    const code = await server.exited;
    stop = true;
    await Promise.all([...clients, watcher]);

    expect(code).toBe(0);
    expect(before).toBeGreaterThan(8);
    const errors = outcomes.filter((outcome) => outcome.error && outcome.error !== 'ECONNREFUSED');
    expect(errors).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.status && outcome.status >= 500)).toEqual([]);
    // While draining: still answering, readiness already 503, connections closed after each answer.
    expect(readiness).toContain(503);
    // (a check already on the wire when the signal arrived may still say 200; none after the first 503)
    expect(readiness.slice(readiness.indexOf(503))).not.toContain(200);
    expect(outcomes.slice(before).some((outcome) => outcome.connection === 'close')).toBe(true);
    expect(server.output()).not.toContain('shutdown took longer');
  }, 240_000);
});
