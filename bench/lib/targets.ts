import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type TargetSpec =
  | {
      kind: 'app';
      databaseUrl: string;
      poolSize: number;
      /** Undefined leaves the application's default (2000 ms). */
      publicCacheTtlMs?: number;
    }
  | { kind: 'bare'; path: string; body: string; contentType: string };

export type ChildReply = { ready: number } | { failed: string };

export interface RunningTarget {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

const serverScript = fileURLToPath(new URL('./target-server.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

const children = new Set<ChildProcess>();

/**
 * Forks `target-server.ts` (with the tsx loader this process runs under) and waits until it
 * listens. Rejects when it fails or takes longer than a minute.
 */
export function startTarget(spec: TargetSpec): Promise<RunningTarget> {
  const child = fork(serverScript, [], {
    execArgv: process.execArgv.length > 0 ? process.execArgv : ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => children.delete(child));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) child.send({ stop: true });
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  return new Promise<RunningTarget>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      fail(new Error(`target ${spec.kind} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop().finally(() => reject(error));
    };
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      fail(new Error(`target ${spec.kind} exited early (${code ?? signal})`)),
    );
    child.on('message', (reply: ChildReply) => {
      if ('failed' in reply) return fail(new Error(`target ${spec.kind} failed to start:\n${reply.failed}`));
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ origin: `http://127.0.0.1:${reply.ready}`, pid: child.pid!, stop });
    });
    child.send({ start: spec });
  });
}

/** Kills every target still running: for the finally block and signal handlers. */
export async function stopAllTargets(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS).unref();
        }),
    ),
  );
}
