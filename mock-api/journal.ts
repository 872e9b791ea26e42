/**
 * The write-ahead journal beside the data file (`<dbFile>.journal`): one JSON line
 * per change, in the order the changes were made in memory, each with a sequence
 * number `s` first: `{"s":7,"c":"businesses","op":"insert","row":{…}}`,
 * `{"s":8,"c":"messages","op":"remove","id":3}`, `{"s":9,"meta":{…}}`.
 *
 * Group commit: append() only queues a line; one write + fdatasync takes every line
 * queued so far, and lines queued while it runs go out together in the next one.
 * whenDurable() resolves once every line appended before the call is on disk.
 *
 * dropThrough(seq), called once a snapshot holding every change up to `seq` is
 * renamed into place, rewrites the journal to the lines after `seq` (temp file,
 * fsync, rename): a crash leaves the old or the new journal, and replay skips the
 * lines the snapshot already holds (`_meta.journalSeq`), so nothing is lost or
 * applied twice. A torn last line (a crash mid-append) is ignored when reading and
 * cut off before the next append.
 */
import { open, readFile, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Change } from './db-collection';

type Unsequenced = ({ c: string } & Change) | { meta: Record<string, unknown> };
export type JournalEntry = { s: number } & Unsequenced;

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: unknown) => void;
}

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

const seqOf = (line: string) => (line.startsWith('{"s":') ? parseInt(line.slice(5), 10) : NaN);

export class Journal {
  private pending: string[] = [];
  private waiting: Waiter[] = [];
  private queue: Promise<void> = Promise.resolve();
  private scheduled = false;
  private synced: number;

  private constructor(
    readonly file: string,
    private fh: FileHandle,
    private size: number,
    private last: number,
  ) {
    this.synced = last;
  }

  /** Opens for appending after `validBytes` (cutting a torn tail); `lastSeq` is the newest sequence number in use. */
  static async open(file: string, lastSeq: number, validBytes: number): Promise<Journal> {
    const fh = await open(file, 'a');
    if ((await fh.stat()).size > validBytes) {
      await fh.truncate(validBytes);
      await fh.datasync();
    }
    return new Journal(file, fh, validBytes, lastSeq);
  }

  /** Sequence number of the newest change appended. */
  get lastSeq(): number {
    return this.last;
  }

  append(entry: Unsequenced): number {
    const s = ++this.last;
    this.pending.push(`${JSON.stringify({ s, ...entry })}\n`);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => void this.enqueue(() => this.commit()));
    }
    return s;
  }

  /** Resolves when every change appended so far is on disk; undefined when it already is. */
  whenDurable(): Promise<void> | undefined {
    if (this.synced >= this.last) return undefined;
    const seq = this.last;
    return new Promise((resolve, reject) => this.waiting.push({ seq, resolve, reject }));
  }

  /** Keeps only the lines after `seq` (the snapshot holds the rest). */
  dropThrough(seq: number): Promise<void> {
    return this.enqueue(async () => {
      const lines = (await readFile(this.file, 'utf8')).split('\n');
      const kept = lines.filter((line) => seqOf(line) > seq).map((line) => `${line}\n`).join('');
      const tmp = `${this.file}.${process.pid}.tmp`;
      const out = await open(tmp, 'w');
      try {
        await out.writeFile(kept);
        await out.sync();
      } finally {
        await out.close();
      }
      await rename(tmp, this.file);
      await syncDir(path.dirname(this.file));
      await this.fh.close();
      this.fh = await open(this.file, 'a');
      this.size = Buffer.byteLength(kept);
    });
  }

  /** Writes what is queued and closes the file. */
  async close(): Promise<void> {
    await this.enqueue(() => this.commit());
    await this.fh.close();
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One group commit: every queued line in one write + fdatasync, then every waiter it covers is settled. */
  private async commit(): Promise<void> {
    this.scheduled = false;
    if (!this.pending.length) return;
    const data = Buffer.from(this.pending.join(''));
    const upTo = this.last;
    this.pending = [];
    let failure: unknown;
    try {
      await this.fh.appendFile(data);
      await this.fh.datasync();
      this.size += data.length;
      this.synced = upTo;
    } catch (err) {
      failure = err;
      // Best effort: leave no half-written line for later appends to follow (a start refuses a corrupt middle line).
      await this.fh.truncate(this.size).catch(() => undefined);
    }
    const settled = this.waiting.filter((w) => w.seq <= upTo);
    this.waiting = this.waiting.filter((w) => w.seq > upTo);
    for (const w of settled) {
      if (failure) w.reject(failure);
      else w.resolve();
    }
  }
}
