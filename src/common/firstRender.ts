/**
 * The app's first render is a transition (src/main.tsx): React renders it in slices of a few ms, so the page answers
 * input meanwhile, and commits it whole, so a cold load paints the shell with its screen at once. A component that
 * would otherwise put off its first render to keep the main thread free (the Layout's spinner pass) asks
 * `inFirstRender()` whether it is being drawn in that transition already. `FirstCommit` marks its end.
 */
import { useLayoutEffect } from 'react';

let committed = false;

/** True until the app's first render has been committed. */
export const inFirstRender = (): boolean => !committed;

/** Rendered once at the root: its layout effect runs in the first commit. */
export function FirstCommit() {
  useLayoutEffect(() => {
    committed = true;
  }, []);
  return null;
}
