/**
 * The journal's file format and file helpers (journal.ts): reading the complete
 * lines (a torn last line is left out, a corrupt earlier one refused), writing a
 * file and making a rename durable, and removing temp files a crash left behind.
 */
import { open, readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Change } from './db-collection';

/** The data file and its journal: owner read/write only (they hold the JWT secret and password hashes). */
export const PRIVATE_FILE_MODE = 0o600;

export type Unsequenced = ({ c: string } & Change) | { meta: Record<string, unknown> };
export type JournalEntry = { s: number } & Unsequenced;

/** The journal's complete, parsable lines and the byte length they span (a torn tail is left out). */
export async function readJournal(file: string): Promise<{ entries: JournalEntry[]; validBytes: number }> {
  const buf = await readFile(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return Buffer.alloc(0);
    throw err;
  });
  const entries: JournalEntry[] = [];
  let start = 0;
  while (start < buf.length) {
    const end = buf.indexOf(10, start);
    const entry = end < 0 ? undefined : parseLine(buf.toString('utf8', start, end));
    if (!entry) {
      if (end >= 0 && end + 1 < buf.length) throw new Error(`${file}: line ${entries.length + 1} is corrupt and not the last one`);
      break;
    }
    entries.push(entry);
    start = end + 1;
  }
  return { entries, validBytes: start };
}

function parseLine(line: string): JournalEntry | undefined {
  try {
    const entry = JSON.parse(line) as JournalEntry;
    return typeof entry?.s === 'number' ? entry : undefined;
  } catch {
    return undefined;
  }
}

/** Writes `bytes` to `file` (mode 600; `flag` 'w' replaces, 'wx' refuses an existing file) and fsyncs it. */
export async function writeFileSynced(file: string, bytes: Buffer, flag: 'w' | 'wx' = 'w'): Promise<void> {
  const fh = await open(file, flag, PRIVATE_FILE_MODE);
  try {
    await fh.writeFile(bytes);
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Makes a rename durable (Windows cannot open a directory; NTFS journals the rename itself). */
export async function syncDir(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const fh = await open(dir, 'r');
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Removes `<file>.*.tmp` left by a crash mid-snapshot or mid-compaction (the renamed files are whole). */
export async function removeTempFiles(file: string): Promise<void> {
  const dir = path.dirname(file);
  const prefix = `${path.basename(file)}.`;
  const names = await readdir(dir);
  await Promise.all(names.filter((n) => n.startsWith(prefix) && n.endsWith('.tmp')).map((n) => rm(path.join(dir, n), { force: true })));
}
