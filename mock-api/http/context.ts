/** What the core route files get beside the shared RouteContext. */
import type { AppStore } from '../db';
import type { Tokens } from '../auth/tokens';
import type { Guards } from './throttle';
import type { RouteContext } from '../types';

export interface CoreContext extends RouteContext {
  store: AppStore;
  tokens: Tokens;
  /** Print dev mails to the console. */
  log: boolean;
  /** The throttles of guessing (throttle.ts). */
  guards: Guards;
  /** NODE_ENV=production: no reset code is printed or kept in clear, no dev outbox. */
  production: boolean;
  /** API_DEV_OUTBOX=1 (outside production): reset codes are kept for GET /dev/outbox. */
  devOutbox: boolean;
}
