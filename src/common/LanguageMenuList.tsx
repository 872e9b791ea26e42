/** The open language menu of LanguageMenu (its own chunk): choosing a language switches the admin to it. */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLocaleState, useTranslate, type Locale } from 'react-admin';

interface LanguageMenuListProps {
  anchor: HTMLElement | null;
  languages: Locale[];
  onClose: () => void;
}

export default function LanguageMenuList({ anchor, languages, onClose }: LanguageMenuListProps) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': translate('app.shell.settings.language') } }}
    >
      {languages.map((language) => (
        <MenuItem
          key={language.locale}
          selected={language.locale === locale}
          lang={language.locale}
          onClick={() => {
            setLocale(language.locale);
            onClose();
          }}
        >
          {language.name}
        </MenuItem>
      ))}
    </Menu>
  );
}
