/**
 * Finds and runs PostgreSQL's `pgbench` with a custom script, for database-only baselines next to
 * an HTTP measurement. Never installs anything: when pgbench is not found the caller skips it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const running = new Set<ChildProcess>();

async function isExecutable(path: string) {
  try {
    await access(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * `explicit` when given, else the newest `/usr/lib/postgresql/<version>/bin/pgbench` (Debian and
 * Ubuntu packages), else `pgbench` on the PATH; undefined when there is none.
 */
export async function findPgbench(explicit?: string): Promise<string | undefined> {
  if (explicit) return (await isExecutable(explicit)) ? explicit : undefined;
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[]);
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const candidate = `/usr/lib/postgresql/${version}/bin/pgbench`;
    if (await isExecutable(candidate)) return candidate;
  }
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && (await isExecutable(join(dir, 'pgbench')))) return join(dir, 'pgbench');
  }
  return undefined;
}

export interface PgbenchRun {
  pgbench: string;
  /** A libpq connection URI of the database to run against. */
  url: string;
  /** The SQL script, one transaction per execution (`\set` and the like allowed). */
  script: string;
  clients: number;
  threads: number;
  seconds: number;
  /** `simple` (pgbench's default), `extended` or `prepared`. */
  protocol?: 'simple' | 'extended' | 'prepared';
}

export interface PgbenchResult {
  tps: number;
  transactions: number;
  failed: number;
  latencyMeanMs?: number;
  /** The command line, with any password in the URL hidden. */
  command: string;
  output: string;
}

/** Parses pgbench's summary (PostgreSQL 13–17 wording). */
export function parsePgbenchOutput(output: string): Omit<PgbenchResult, 'command' | 'output'> {
  const tps =
    /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(
      output,
    )?.[1] ?? /tps = ([\d.]+)/.exec(output)?.[1];
  if (tps === undefined) throw new Error(`no tps in pgbench's output:\n${output}`);
  const transactions = /number of transactions actually processed: (\d+)/.exec(output)?.[1];
  const failed = /number of failed transactions: (\d+)/.exec(output)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(output)?.[1];
  return {
    tps: Number(tps),
    transactions: Number(transactions ?? 0),
    failed: Number(failed ?? 0),
    latencyMeanMs: latency === undefined ? undefined : Number(latency),
  };
}

export async function runPgbench(run: PgbenchRun): Promise<PgbenchResult> {
  const dir = await mkdtemp(join(tmpdir(), 'tiketi-pgbench-'));
  try {
    const scriptFile = join(dir, 'script.sql');
    await writeFile(scriptFile, `${run.script.trim()}\n`);
    const args = [
      '-n',
      '-c',
      String(run.clients),
      '-j',
      String(Math.min(run.threads, run.clients)),
      '-T',
      String(run.seconds),
      '-M',
      run.protocol ?? 'simple',
      '-f',
      scriptFile,
      run.url,
    ];
    const shown = new URL(run.url);
    if (shown.password) shown.password = '***';
    const command = [run.pgbench, ...args.slice(0, -1), shown.toString()].join(' ');
    const { code, stdout, stderr } = await new Promise<{
      code: number | null;
      stdout: string;
      stderr: string;
    }>((resolve, reject) => {
      const child = spawn(run.pgbench, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      running.add(child);
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.once('error', (error) => {
        running.delete(child);
        reject(error);
      });
      child.once('close', (exitCode) => {
        running.delete(child);
        resolve({ code: exitCode, stdout, stderr });
      });
    });
    const output = `${stdout}${stderr}`;
    if (code !== 0) throw new Error(`pgbench exited with ${code}:\n${command}\n${output.trim()}`);
    return { ...parsePgbenchOutput(output), command, output };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Ends every pgbench still running (signal handlers, the finally block). */
export function killPgbench(): void {
  for (const child of running) child.kill('SIGTERM');
}
