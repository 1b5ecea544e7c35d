import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

/** A real `src/server.ts` in a child process, with its stdout (pino JSON lines) collected. */
export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the port once the server listens; rejects if it exits first. */
  listening: Promise<number>;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      // A slow shared machine must not see 503s (load-shedding.test.ts tests shedding).
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_POOL_WAITING: '0',
      SHED_QUEUE_WAIT_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const listening = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /Tiketi is running at http:\/\/[^:]+:(\d+)/.exec(text);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${text}`)));
  });
  listening.catch(() => {});
  return { child, output: () => text, listening, exited };
}
