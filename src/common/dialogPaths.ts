/**
 * Pure route matching of ResourceDialogs: which dialog a pathname opens under a list's base path
 * ('/courses/create' → create, '/courses/12' → edit 12, '/courses/12/show' → show 12).
 */
import type { DialogMode } from './useDialogRoute';

export interface DialogMatch {
  mode: DialogMode;
  id?: string;
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** A path segment decoded; a malformed escape ('%E0') is kept as it is (the record lookup then fails, not the page). */
const decodeSegment = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export function matchDialog(pathname: string, basePath: string): DialogMatch | null {
  const base = trimSlash(basePath);
  const path = trimSlash(pathname);
  if (!path.startsWith(`${base}/`)) return null;
  const parts = path.slice(base.length + 1).split('/');
  if (parts.length === 1 && parts[0] === 'create') return { mode: 'create' };
  if (parts.length === 1 && parts[0] !== '') return { mode: 'edit', id: decodeSegment(parts[0]) };
  if (parts.length === 2 && parts[1] === 'show' && parts[0] !== 'create')
    return { mode: 'show', id: decodeSegment(parts[0]) };
  return null;
}

export function dialogPath(basePath: string, mode: DialogMode, id?: string | number): string {
  const base = trimSlash(basePath);
  if (mode === 'create') return `${base}/create`;
  const encoded = encodeURIComponent(String(id));
  return mode === 'show' ? `${base}/${encoded}/show` : `${base}/${encoded}`;
}
