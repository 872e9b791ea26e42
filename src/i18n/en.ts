import shellMessages from './en/shell';
import resourceMessages from './en/resources';

/**
 * English messages. English (en.ts) is the requirements' exact wording and the reference
 * every other locale must match key for key (`npm run i18n:check`).
 * Sections are owned by areas of the app; add keys inside your own section:
 * the sign-in pages and the shell in en/shell.ts (ra.*, app.*), the screens in en/resources.ts (resources.*).
 */
const messages = { ...shellMessages, resources: resourceMessages };

export default messages;
