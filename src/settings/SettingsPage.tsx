import { Box, Card, CardContent, Divider, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import LightModeIcon from '@mui/icons-material/LightMode';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import { Title, useLocales, useLocaleState, useTheme, useTranslate } from 'react-admin';
import { ClearCacheSection } from './ClearCacheSection';

/** /settings: language, light/dark theme, and 'Clear local cache'. */
export default function SettingsPage() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const title = translate('app.shell.settings.title');
  return (
    <Box sx={{ maxWidth: 760, width: '100%', mx: 'auto', mt: 3 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 3 }}>
          <Box>
            <Typography variant="subtitle1" component="h2" gutterBottom>
              {translate('app.shell.settings.language')}
            </Typography>
            <TextField
              select
              label={translate('app.shell.settings.language')}
              value={locale}
              onChange={(event) => setLocale(event.target.value)}
              sx={{ maxWidth: 320 }}
            >
              {locales.map((option) => (
                <MenuItem key={option.locale} value={option.locale}>
                  {option.name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Divider />
          <Box>
            <Typography variant="subtitle1" component="h2" gutterBottom id="settings-theme">
              {translate('app.shell.settings.theme')}
            </Typography>
            <ToggleButtonGroup
              exclusive
              value={theme}
              onChange={(_, value: 'light' | 'dark' | null) => value && setTheme(value)}
              aria-labelledby="settings-theme"
            >
              <ToggleButton value="light" sx={{ gap: 1 }}>
                <LightModeIcon fontSize="small" />
                {translate('app.shell.settings.light')}
              </ToggleButton>
              <ToggleButton value="dark" sx={{ gap: 1 }}>
                <DarkModeIcon fontSize="small" />
                {translate('app.shell.settings.dark')}
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Divider />
          <ClearCacheSection />
        </CardContent>
      </Card>
    </Box>
  );
}
