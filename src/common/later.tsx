/**
 * A second, deferred pass for the secondary parts of a screen, so that a cold load shows the rows first.
 * The authenticated Layout provides `LaterProvider`: on its first commit (the shell with the screen, usually its rows
 * from the seeded cache) `useLater()` is false; after that frame is painted it turns true in a transition, which React
 * renders in slices. Secondary parts (header search, bell, menus, sidebar items, pagination, row tooltips) render a
 * placeholder of the same size until then, so nothing moves when they come. Outside the provider (component tests,
 * the sign-in page) `useLater()` is always true.
 *   `const later = useLater(); return later ? <Tooltip title={t}>{button}</Tooltip> : button;`
 *   `<Later fallback={<Box sx={{ width: 40 }} />}><NotificationsBell /></Later>`
 */
import { cloneElement, createContext, startTransition, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

const LaterContext = createContext(true);

/** Whether the secondary parts may render now (false only during the Layout's first commit). */
export const useLater = (): boolean => useContext(LaterContext);

export function LaterProvider({ children }: { children: ReactNode }) {
  const [later, setLater] = useState(false);
  useEffect(() => {
    // After the frame with the first commit is painted: a timer queued from a frame callback runs after that paint.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setLater(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return <LaterContext.Provider value={later}>{children}</LaterContext.Provider>;
}

/** Renders `children` from the second pass on, `fallback` (a placeholder of the same size) before. */
export function Later({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <>{useLater() ? children : fallback}</>;
}

/**
 * MUI's Tooltip from the second pass on; before it, the child alone (it must carry its own accessible name, e.g.
 * aria-label, as the kit's icon buttons do). Ten rows of three icon buttons are thirty Tooltips less in the first commit.
 * Wrapping the child in the second pass mounts it anew: a child that had the focus (a quick keyboard user, or a dialog
 * that will give the focus back to it on close) gets it again on its new element.
 */
export function LaterTooltip({ children, ...props }: TooltipProps) {
  const node = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);
  const keepFocus = useCallback((element: HTMLElement | null) => {
    // React detaches the old element's ref while it is still in the page, and attaches the new one after
    if (element === null) hadFocus.current = !!node.current?.contains(document.activeElement);
    else if (hadFocus.current) {
      hadFocus.current = false;
      element.focus();
    }
    node.current = element;
  }, []);
  const child = cloneElement(children, { ref: keepFocus } as { ref: typeof keepFocus });
  return useLater() ? <Tooltip {...props}>{child}</Tooltip> : child;
}
