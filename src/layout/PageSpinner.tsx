import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The small spinner shown while a lazy screen loads. */
export function PageSpinner() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress size={32} aria-label={translate('app.shell.loading')} />
    </Box>
  );
}
