// A second platform server for the journeys that need a real OpenID provider: an oidc-provider
// issuer in the test process on a loopback port, and the platform started by start-server.ts with
// OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET pointing at it. The main e2e server keeps its
// development issuer, so the other journeys are unchanged.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startTestIssuer, type TestIssuer } from '../../apps/api/test/support/oidc-test-issuer';
import { defined } from './defined';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface OidcPlatform {
  /** e.g. http://127.0.0.1:41234: the platform's screens and API. */
  baseURL: string;
  issuer: TestIssuer;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the kernel's pick), for the second server. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function waitUntilHealthy(baseURL: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the OIDC platform server exited:\n${output()}`);
    const healthy = await fetch(`${baseURL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the OIDC platform server did not start in time:\n${output()}`);
}

function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || !server.pid) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => process.kill(-defined(server.pid, 'server.pid'), 'SIGKILL'), 15_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    // npx and tsx run the server as children: the whole group started here is stopped.
    process.kill(-defined(server.pid, 'server.pid'), 'SIGTERM');
  });
}

export async function startOidcPlatform(): Promise<OidcPlatform> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const issuer = await startTestIssuer({ redirectUris: [`${baseURL}/login`, `${baseURL}/signup`] });
  let log = '';
  const server = spawn('npx', ['tsx', 'e2e/support/start-server.ts'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      E2E_PORT: String(port),
      OIDC_ISSUER: issuer.url,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: issuer.clientSecret,
    },
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  try {
    await waitUntilHealthy(baseURL, server, () => log);
  } catch (error) {
    await stopServer(server);
    await issuer.stop();
    throw error;
  }
  return {
    baseURL,
    issuer,
    stop: async () => {
      await stopServer(server);
      await issuer.stop();
    },
  };
}
