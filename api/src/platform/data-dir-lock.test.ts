import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'comptoir-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('claims the directory and releases it', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('refuses a directory held by another live process, naming it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`Another Comptoir server (pid ${process.ppid}) is using ${dir}`);
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.pid'), '2147483646');
    expect(() => lockDataDir(dir)()).not.toThrow();
  });
});
