/**
 * The screens `npm run bench` times: where to go and what marks the first rows as shown.
 * Screen owners append their entries.
 */
export interface BenchScreen {
  name: string;
  path: string;
  firstRowSelector: string;
}

export const SCREENS: BenchScreen[] = [];
