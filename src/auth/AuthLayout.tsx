import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import Avatar from '@mui/material/Avatar';
import { alpha } from '@mui/material/styles';
import SchoolIcon from '@mui/icons-material/School';
import { useThemesContext, useTranslate } from 'react-admin';
import { LanguageMenu } from '../common/LanguageMenu';
import { ThemeSwitch } from './ThemeSwitch';
import { PRIMARY_AVATAR } from '../theme';

/**
 * The frame of the sign-in page: a soft background, the language and theme switches at the top right,
 * and a centred card holding the product name and the current step.
 */
export const AuthLayout = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { darkTheme } = useThemesContext();
  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        position: 'relative',
        background: `radial-gradient(circle at 15% 10%, ${alpha(theme.palette.primary.main, 0.18)}, transparent 45%),
          radial-gradient(circle at 85% 90%, ${alpha(theme.palette.secondary.main, 0.16)}, transparent 45%),
          ${theme.palette.background.default}`,
      })}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', alignItems: 'center', color: 'text.primary' }}>
        <LanguageMenu />
        {darkTheme && <ThemeSwitch />}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
        <Avatar sx={{ ...PRIMARY_AVATAR, width: 44, height: 44 }}>
          <SchoolIcon />
        </Avatar>
        <Box>
          <Typography component="div" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {translate('app.auth.productName')}
          </Typography>
          <Typography component="div" variant="body2" color="text.secondary">
            {translate('app.auth.tagline')}
          </Typography>
        </Box>
      </Box>
      <Card elevation={0} sx={{ width: '100%', maxWidth: 440, border: 1, borderColor: 'divider', borderRadius: 3, boxShadow: 6 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>{children}</CardContent>
      </Card>
    </Box>
  );
};

/** The heading of a step: its title (the page's h1) and an optional line under it. */
export const StepHeader = ({ title, subtitle }: { title: string; subtitle?: string }) => (
  <Box sx={{ mb: 3 }}>
    <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
    {subtitle && (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {subtitle}
      </Typography>
    )}
  </Box>
);
