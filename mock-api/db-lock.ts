/**
 * One process per data file: two servers on one file would each overwrite the other's writes. A lock file beside
 * the data file (`<dbFile>.lock`, holding the owner's pid) is created exclusively when the store opens and removed
 * when it closes or the process exits; a lock left by a process that no longer runs (killed, crashed) is taken over.
 * A store already open on the file, in this process or another, makes opening it fail with a message naming the
 * file and the pid.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { PRIVATE_FILE_MODE } from './journal-files';

const held = new Set<string>();
let exitHook = false;

const running = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const ownerOf = (lock: string): number => {
  try {
    return Number.parseInt(readFileSync(lock, 'utf8').slice(0, 20), 10);
  } catch {
    return Number.NaN;
  }
};

const removeOwn = (lock: string) => {
  if (ownerOf(lock) === process.pid) unlinkSync(lock);
  held.delete(lock);
};

export class DataFileInUse extends Error {}

/** Takes the lock of `dataFile` (an absolute path); returns its release. Throws DataFileInUse when it is held. */
export function lockDataFile(dataFile: string): () => void {
  const lock = `${dataFile}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lock, `${process.pid}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = ownerOf(lock);
      // our own pid without holding it: a lock of an earlier life of this pid (a container restarted)
      if (attempt > 0 || held.has(lock) || (Number.isInteger(pid) && pid > 0 && pid !== process.pid && running(pid))) {
        throw new DataFileInUse(
          `The data file ${dataFile} is in use by process ${Number.isInteger(pid) ? pid : '(unknown)'} (lock ${lock}). ` +
            'Stop that server first, or set API_DB_FILE to another data file.',
        );
      }
      unlinkSync(lock); // left by a process that has ended
    }
  }
  held.add(lock);
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const l of held) {
        try {
          removeOwn(l);
        } catch {
          /* already gone */
        }
      }
    });
  }
  return () => {
    if (held.has(lock)) removeOwn(lock);
  };
}
