import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultMigrationsFolder } from './migrations.ts';

/** The committed migrations before `tag`, in a temporary folder: a database as it was when the previous release ran. */
export async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'comptoir-migrations-'));
  await cp(defaultMigrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag === tag));
  await writeFile(journalPath, JSON.stringify({ ...journal, entries }));
  return folder;
}
