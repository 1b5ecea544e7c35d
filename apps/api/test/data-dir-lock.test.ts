import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer } from './support/server-process';

describe('one server per embedded data folder', () => {
  let dataDir: string;
  const started: ServerProcess[] = [];
  const start = () => {
    const server = startServer({ DATA_DIR: dataDir });
    started.push(server);
    return server;
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tiketi-lock-'));
  });
  afterAll(async () => {
    for (const server of started) server.child.kill('SIGKILL');
    await Promise.all(started.map((server) => server.exited));
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second server on the folder, naming it and the holder; a killed holder does not block', async () => {
    const first = start();
    const port = await first.listening;
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    const second = start();
    const outcome = await Promise.race([
      second.exited.then((code) => ({ exited: code })),
      second.listening.then((listeningOn) => ({ listeningOn })),
    ]);
    expect(outcome).toEqual({ exited: 1 });
    expect(second.output()).toContain(`The data folder ${join(dataDir, 'pglite')} is in use`);
    expect(second.output()).toContain(`process ${first.child.pid}`);
    // The first one is untouched by the refused attempt.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    const restarted = start();
    const again = await restarted.listening;
    expect((await fetch(`http://127.0.0.1:${again}/healthz`)).status).toBe(200);
  }, 300_000);
});
