import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * One server per embedded data folder. PGlite keeps the whole database in the memory of the process
 * that opened it and writes it back to the folder, so a second process on the same folder would see
 * nothing of the first one's writes and overwrite them on exit. The lock is a file beside the folder
 * naming the process that holds it; a lock whose process is gone (killed, crashed) is taken over.
 */
export interface DataDirLock {
  path: string;
  release(): void;
}

interface Holder {
  pid: number;
  host: string;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: Holder, lockPath: string) {
    const where = holder.host === hostname() ? '' : ` on host ${holder.host}`;
    super(
      `The data folder ${dataDir} is in use by another Tiketi server (process ${holder.pid}${where}). ` +
        `Stop that server first, or give this one another DATA_DIR. If that process no longer runs, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function readHolder(lockPath: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
      return { pid: parsed.pid, host: parsed.host };
    }
  } catch {
    // unreadable or half-written: treated as stale below
  }
  return null;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder is still running: on this host we can check; another host's process we cannot. */
function holds(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  return holder.pid !== process.pid && isAlive(holder.pid);
}

export function lockDataDir(dataDir: string): DataDirLock {
  const lockPath = `${dataDir.replace(/[\\/]+$/, '')}.lock`;
  const me: Holder = { pid: process.pid, host: hostname() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder && holds(holder)) throw new DataDirLockedError(dataDir, holder, lockPath);
      rmSync(lockPath, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    return {
      path: lockPath,
      release() {
        if (released) return;
        released = true;
        const holder = readHolder(lockPath);
        if (holder?.pid === me.pid && holder.host === me.host) rmSync(lockPath, { force: true });
      },
    };
  }
  throw new Error(`Could not lock the data folder ${dataDir} (${lockPath} keeps changing)`);
}
