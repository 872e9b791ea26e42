/**
 * Where each screen's code comes from, in one table: the Resources load their lists lazily from it, and the boot
 * script (src/boot.ts) starts the current route's chunks from it while the main bundle is still loading, so the
 * shell and the screen arrive in one wave instead of main → shell → screen.
 * No React and no react-admin here: the boot script imports this before the main bundle runs.
 */
export const loadShell = () => import('./layout/Layout');

export const loadScreen = {
  dashboard: () => import('./dashboard/Dashboard'),
  users: () => import('./users/UserList'),
  businesses: () => import('./businesses/BusinessList'),
  messages: () => import('./messages/MessageList'),
  subscriptions: () => import('./subscriptions/SubscriptionList'),
};
