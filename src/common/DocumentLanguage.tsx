/**
 * Keeps `<html lang>` on the language the admin is shown in, so screen readers pronounce French as French and
 * Swahili as Swahili. It reads the i18nProvider's locale, which changes once the chosen locale's messages have
 * loaded (react-admin then renders the app again), so the attribute and the texts switch together: after a choice
 * in the language menu and after a reload with a remembered locale alike. Rendered once, inside <Admin>.
 */
import { useEffect } from 'react';
import { useI18nProvider } from 'react-admin';

export function DocumentLanguage() {
  const locale = useI18nProvider().getLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
