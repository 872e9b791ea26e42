/** What the core route files get beside the shared RouteContext. */
import type { AppStore } from '../db';
import type { Tokens } from '../auth/tokens';
import type { RouteContext } from '../types';

export interface CoreContext extends RouteContext {
  store: AppStore;
  tokens: Tokens;
  /** Print dev mails to the console. */
  log: boolean;
}
