import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The embedded database allows one process per data directory: a second server on the same files would
 * corrupt them. Claims `<dataDir>/server.pid` (a stale file from a crashed run is taken over) and returns
 * the release function.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  const file = path.join(dataDir, 'server.pid');
  mkdirSync(dataDir, { recursive: true });
  let holder: number | undefined;
  try {
    holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new DataDirInUseError(`Another Comptoir server (pid ${holder}) is using ${dataDir}: stop it, or set DATA_DIR (or DATABASE_URL) for this one.`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
};
