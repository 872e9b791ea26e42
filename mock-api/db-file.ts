/**
 * The data file's format: one JSON object, `_meta` first, then each collection
 * as an array with one row per line. Any JSON object with array members loads;
 * big files written here are read line by line (no 400 MB string in memory).
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';

const STREAM_ABOVE_BYTES = 64 * 1024 * 1024;

export async function readDataFile(file: string, streamAbove = STREAM_ABOVE_BYTES): Promise<Record<string, unknown> | undefined> {
  const info = await stat(file).catch(() => undefined);
  if (!info) return undefined;
  if (info.size > streamAbove && (await writtenHere(file))) return readLines(file);
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`${file} is not a JSON object`);
  return parsed as Record<string, unknown>;
}

async function writtenHere(file: string): Promise<boolean> {
  const lines = createInterface({ input: createReadStream(file, { end: 4096 }), crlfDelay: Infinity });
  const head: string[] = [];
  for await (const line of lines) {
    head.push(line);
    if (head.length === 2) break;
  }
  lines.close();
  return head[0] === '{' && (head[1] ?? '').startsWith('"_meta": ');
}

async function readLines(file: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  let current: unknown[] | undefined;
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const raw of lines) {
    const line = raw.endsWith(',') ? raw.slice(0, -1) : raw;
    if (line === '' || line === '{' || line === '}') continue;
    if (current) {
      if (line === ']') current = undefined;
      else current.push(JSON.parse(line));
      continue;
    }
    const match = /^("(?:[^"\\]|\\.)*"): (.*)$/.exec(line);
    if (!match) throw new Error(`${file}: unexpected line ${line.slice(0, 80)}`);
    const name = JSON.parse(match[1]) as string;
    if (match[2] === '[') out[name] = current = [];
    else out[name] = JSON.parse(match[2]);
  }
  return out;
}
