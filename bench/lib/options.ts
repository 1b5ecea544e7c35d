import { DEFAULT_ADMIN_URL } from './bench-database';

export interface BenchOptions {
  adminUrl: string;
  events: number;
  organizations: number;
  /** Seconds of measured load per target. */
  duration: number;
  /** Seconds of unmeasured load before each measurement. */
  warmup: number;
  connections: number;
  /** The app's DATABASE_POOL_SIZE. */
  poolSize: number;
}

/** `--name=value` from the command line, else `BENCH_NAME` from the environment, else the default. */
function setting(name: string, argv: string[], env: NodeJS.ProcessEnv): string | undefined {
  const prefix = `--${name}=`;
  const arg = argv.find((value) => value.startsWith(prefix));
  if (arg) return arg.slice(prefix.length);
  return env[`BENCH_${name.replaceAll('-', '_').toUpperCase()}`] || undefined;
}

function positiveInt(name: string, value: string | undefined, fallback: number, allowZero = false): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < (allowZero ? 0 : 1)) {
    throw new Error(
      `--${name} / BENCH_${name.toUpperCase()} must be a whole number, got ${JSON.stringify(value)}`,
    );
  }
  return parsed;
}

export function readOptions(argv = process.argv.slice(2), env = process.env): BenchOptions {
  const get = (name: string) => setting(name, argv, env);
  return {
    adminUrl: get('database-url') ?? DEFAULT_ADMIN_URL,
    events: positiveInt('events', get('events'), 10_000),
    organizations: positiveInt('organizations', get('organizations'), 1_000),
    duration: positiveInt('duration', get('duration'), 10),
    warmup: positiveInt('warmup', get('warmup'), 2, true),
    connections: positiveInt('connections', get('connections'), 50),
    poolSize: positiveInt('pool-size', get('pool-size'), 10),
  };
}

/** The server URL with any password hidden, for printing. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
