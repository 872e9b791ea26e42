/**
 * The write-ahead journal beside the data file (`<dbFile>.journal`): one JSON line
 * per change, in the order the changes were made in memory, each with a sequence
 * number `s` first: `{"s":7,"c":"businesses","op":"insert","row":{…}}`,
 * `{"s":8,"c":"messages","op":"remove","id":3}`, `{"s":9,"meta":{…}}`.
 *
 * Group commit: append() only queues a line; one write + fdatasync takes every line
 * queued so far, and lines queued while it runs go out together in the next one.
 * whenDurable() resolves once every line appended before the call is on disk.
 * A failed write (disk full, I/O error) rejects the waiters it covered (their answers
 * become 500) and keeps its lines first in the queue: they are written again after
 * 100 ms, doubling up to 2 s, so no later answer waits on a write nothing retries and
 * `synced` never passes a line that is not on disk (a snapshot that holds the lines
 * settles them too, see dropThrough).
 *
 * dropThrough(seq), called once a snapshot holding every change up to `seq` is
 * renamed into place, rewrites the journal to the lines after `seq` (temp file,
 * fsync, rename): a crash leaves the old or the new journal, and replay skips the
 * lines the snapshot already holds (`_meta.journalSeq`), so nothing is lost or
 * applied twice. A torn last line (a crash mid-append) is ignored when reading and
 * cut off before the next append.
 */
import { open, readFile, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_FILE_MODE, readJournal, syncDir, writeFileSynced, type JournalEntry, type Unsequenced } from './journal-files';

interface Waiter {
  seq: number;
  resolve: () => void;
  reject: (err: unknown) => void;
}

const seqOf = (line: string) => (line.startsWith('{"s":') ? parseInt(line.slice(5), 10) : NaN);

export class Journal {
  private pending: string[] = [];
  private waiting: Waiter[] = [];
  private queue: Promise<void> = Promise.resolve();
  private scheduled = false;
  private synced: number;
  private retryDelay = 0;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;

  private constructor(
    readonly file: string,
    private fh: FileHandle,
    private size: number,
    private last: number,
  ) {
    this.synced = last;
  }

  /** Replays the lines after `snapshotSeq` through `apply`, then opens for appending after the last whole line (a torn tail is cut). */
  static async open(file: string, snapshotSeq: number, apply: (entry: JournalEntry) => void): Promise<{ journal: Journal; replayed: number }> {
    const { entries, validBytes } = await readJournal(file);
    const replay = entries.filter((e) => e.s > snapshotSeq);
    replay.forEach(apply);
    const fh = await open(file, 'a', PRIVATE_FILE_MODE);
    if ((await fh.stat()).size > validBytes) {
      await fh.truncate(validBytes);
      await fh.datasync();
    }
    const lastSeq = Math.max(snapshotSeq, entries.at(-1)?.s ?? 0);
    return { journal: new Journal(file, fh, validBytes, lastSeq), replayed: replay.length };
  }

  /** Sequence number of the newest change appended. */
  get lastSeq(): number {
    return this.last;
  }

  append(entry: Unsequenced): number {
    const s = ++this.last;
    this.pending.push(`${JSON.stringify({ s, ...entry })}\n`);
    this.schedule();
    return s;
  }

  /** One commit for whatever is queued: at the next turn of the event loop, or after `delay` ms (a retry). */
  private schedule(delay = 0): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    const run = () => void this.enqueue(() => this.commit());
    if (delay > 0) this.retryTimer = setTimeout(run, delay);
    else setImmediate(run);
  }

  /** Resolves when every change appended so far is on disk; undefined when it already is. */
  whenDurable(): Promise<void> | undefined {
    if (this.synced >= this.last) return undefined;
    const seq = this.last;
    return new Promise((resolve, reject) => this.waiting.push({ seq, resolve, reject }));
  }

  /** Bytes in the journal file. */
  get bytes(): number {
    return this.size;
  }

  /** Keeps only the lines after `seq` (the snapshot holds the rest): found from the end, as lines ascend. */
  dropThrough(seq: number): Promise<void> {
    return this.enqueue(async () => {
      const buf = await readFile(this.file);
      let cut = buf.length;
      while (cut > 0) {
        const start = cut >= 2 ? buf.lastIndexOf(10, cut - 2) + 1 : 0;
        if (!(seqOf(buf.toString('latin1', start, start + 24)) > seq)) break;
        cut = start;
      }
      const kept = buf.subarray(cut);
      const tmp = `${this.file}.${process.pid}.tmp`;
      await writeFileSynced(tmp, kept);
      await rename(tmp, this.file);
      await syncDir(path.dirname(this.file));
      await this.fh.close();
      this.fh = await open(this.file, 'a', PRIVATE_FILE_MODE);
      this.size = kept.length;
      // the snapshot holds every change up to `seq`: lines still queued up to there need no write of their own
      this.pending = this.pending.filter((line) => seqOf(line) > seq);
      if (seq > this.synced) this.settle(seq);
    });
  }

  /** Writes what is queued and closes the file; rejects when lines could not be written (no retry after close). */
  async close(): Promise<void> {
    await this.enqueue(() => this.commit());
    this.closed = true;
    clearTimeout(this.retryTimer);
    await this.fh.close();
    if (this.pending.length) throw new Error(`journal closed with ${this.pending.length} change(s) not written`);
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One group commit: every queued line in one write + fdatasync, then every waiter it covers is settled. */
  private async commit(): Promise<void> {
    this.scheduled = false;
    if (!this.pending.length || this.closed) return;
    const lines = this.pending;
    const data = Buffer.from(lines.join(''));
    const upTo = seqOf(lines[lines.length - 1]);
    this.pending = [];
    try {
      await this.fh.appendFile(data);
      await this.fh.datasync();
    } catch (err) {
      // Best effort: leave no half-written line for later appends to follow (a start refuses a corrupt middle line).
      await this.fh.truncate(this.size).catch(() => undefined);
      this.pending = [...lines, ...this.pending];
      this.retryDelay = Math.min(Math.max(this.retryDelay * 2, 100), 2000);
      this.schedule(this.retryDelay);
      this.settle(upTo, err);
      return;
    }
    this.size += data.length;
    this.retryDelay = 0;
    this.settle(upTo);
  }

  /** Settles the waiters up to `upTo`: on disk (`synced` moves there), or refused with `failure`. */
  private settle(upTo: number, failure?: unknown): void {
    if (failure === undefined) this.synced = Math.max(this.synced, upTo);
    const settled = this.waiting.filter((w) => w.seq <= upTo);
    this.waiting = this.waiting.filter((w) => w.seq > upTo);
    for (const w of settled) {
      if (failure !== undefined) w.reject(failure);
      else w.resolve();
    }
  }
}
