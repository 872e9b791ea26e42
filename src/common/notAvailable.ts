/** The one word for an empty value on every screen ('N/A'): an i18n key. */
export const NOT_AVAILABLE = 'app.common.notAvailable';
