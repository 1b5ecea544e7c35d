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

/** The defaults of `readOptions`; a benchmark may pass other defaults for its own scenario. */
export const DEFAULT_OPTIONS: BenchOptions = {
  adminUrl: DEFAULT_ADMIN_URL,
  events: 10_000,
  organizations: 1_000,
  duration: 10,
  warmup: 2,
  connections: 50,
  poolSize: 10,
};

/** `--name=value` from the command line, else `BENCH_NAME` from the environment, else undefined. */
export function readSetting(
  name: string,
  argv = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const prefix = `--${name}=`;
  const arg = argv.find((value) => value.startsWith(prefix));
  if (arg) return arg.slice(prefix.length);
  if (argv.includes(`--${name}`)) return 'true';
  if (argv.includes(`--no-${name}`)) return 'false';
  return env[`BENCH_${name.replaceAll('-', '_').toUpperCase()}`] || undefined;
}

function envName(name: string) {
  return `BENCH_${name.replaceAll('-', '_').toUpperCase()}`;
}

export function positiveInt(
  name: string,
  value: string | undefined,
  fallback: number,
  allowZero = false,
): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < (allowZero ? 0 : 1)) {
    throw new Error(`--${name} / ${envName(name)} must be a whole number, got ${JSON.stringify(value)}`);
  }
  return parsed;
}

/** `--name`, `--name=true|false|1|0|yes|no|on|off`, `--no-name` or `BENCH_NAME=…`. */
export function booleanSetting(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const normalised = value.toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalised)) return true;
  if (['false', '0', 'no', 'off'].includes(normalised)) return false;
  throw new Error(`--${name} / ${envName(name)} must be true or false, got ${JSON.stringify(value)}`);
}

export function readOptions(
  argv = process.argv.slice(2),
  env = process.env,
  defaults: Partial<BenchOptions> = {},
): BenchOptions {
  const get = (name: string) => readSetting(name, argv, env);
  const fallback = { ...DEFAULT_OPTIONS, ...defaults };
  return {
    adminUrl: get('database-url') ?? fallback.adminUrl,
    events: positiveInt('events', get('events'), fallback.events),
    organizations: positiveInt('organizations', get('organizations'), fallback.organizations),
    duration: positiveInt('duration', get('duration'), fallback.duration),
    warmup: positiveInt('warmup', get('warmup'), fallback.warmup, true),
    connections: positiveInt('connections', get('connections'), fallback.connections),
    poolSize: positiveInt('pool-size', get('pool-size'), fallback.poolSize),
  };
}

/** The server URL with any password hidden, for printing. */
export function redactUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
