import type { Server } from 'node:http';
import net from 'node:net';

/**
 * Stops accepting connections without cutting any request off. Node's http `close()` also drops
 * the connections that look idle at that instant, and one accepted a moment ago whose request is
 * still in its buffer looks idle: its request was reset. Here the port closes first (new
 * connections are refused, not reset), connections already open finish their requests (every
 * response then says Connection: close, see app.ts), and only after `idleGraceMs` are the keep-alive
 * connections that stay silent closed. Resolves when no connection is left.
 */
export async function drainServer(server: Server, idleGraceMs = 1000): Promise<void> {
  if (!server.listening) return;
  const ended = new Promise<void>((resolve) => {
    net.Server.prototype.close.call(server, () => resolve());
  });
  let graceTimer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    graceTimer = setTimeout(resolve, idleGraceMs);
  });
  await Promise.race([ended, grace]);
  clearTimeout(graceTimer);
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 200);
  try {
    await ended;
  } finally {
    clearInterval(sweep);
  }
}
