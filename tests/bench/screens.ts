/**
 * The screens `npm run bench` times: where to go and what marks the first rows as shown.
 * Screen owners append their entries.
 */
export interface BenchScreen {
  name: string;
  path: string;
  firstRowSelector: string;
}

export const SCREENS: BenchScreen[] = [
  { name: 'dashboard', path: '/', firstRowSelector: 'h2:has-text("Performance Overview")' },
  { name: 'users', path: '/users', firstRowSelector: 'tbody tr.RaDataTable-row' },
  { name: 'subscriptions', path: '/admin/subscriptions', firstRowSelector: 'tbody tr.RaDataTable-row' },
  { name: 'businesses', path: '/businesses', firstRowSelector: 'tbody tr.RaDataTable-row' },
  { name: 'messages', path: '/messages', firstRowSelector: 'tbody tr.RaDataTable-row' },
];
