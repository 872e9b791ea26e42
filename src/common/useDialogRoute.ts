/**
 * useDialogRoute() → { id, mode: 'create' | 'edit' | 'show', close() } — the route of the dialog being shown
 * by `ResourceDialogs` (id is undefined for create). `close()` navigates back to the list, keeping its query
 * string. Throws outside ResourceDialogs; `useOptionalDialogRoute()` returns null there instead.
 * `useOpenDialog()` → { create(), edit(id), show(id) } navigates to a dialog of the current list.
 */
import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';

export type DialogMode = 'create' | 'edit' | 'show';

export interface DialogRoute {
  id: Identifier | undefined;
  mode: DialogMode;
  close: () => void;
  /** True once `close` was called: the dialog is leaving by its own close, which no unsaved-changes guard blocks. */
  closing?: () => boolean;
}

export const DialogRouteContext = createContext<DialogRoute | null>(null);

export function useOptionalDialogRoute(): DialogRoute | null {
  return useContext(DialogRouteContext);
}

export function useDialogRoute(): DialogRoute {
  const route = useContext(DialogRouteContext);
  if (!route) throw new Error('useDialogRoute must be used inside ResourceDialogs');
  return route;
}
