/** The one function of React's scheduler the app calls (src/main.tsx); the package ships no types. */
declare module 'scheduler' {
  /** Frames per second the scheduler yields at (1–125); 0 restores its default of a turn every 5 ms. */
  export function unstable_forceFrameRate(fps: number): void;
}
