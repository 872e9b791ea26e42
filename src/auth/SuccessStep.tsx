import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { useTranslate } from 'react-admin';

/** Step 5: 'Password Reset Successful' and Back to Login. */
export const SuccessStep = ({ onBackToLogin }: { onBackToLogin: () => void }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <CheckCircle color="success" sx={{ fontSize: 64, mb: 1 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {translate('app.auth.success.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('app.auth.success.message')}
      </Typography>
      <Button variant="contained" size="large" fullWidth onClick={onBackToLogin} autoFocus>
        {translate('app.auth.success.backToLogin')}
      </Button>
    </Box>
  );
};
