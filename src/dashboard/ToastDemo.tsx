/** 'Test Improved Toasts': fires one success, error, warning and info toast (a visual check of the toast system). */
import { Button } from '@mui/material';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { useTranslate } from 'react-admin';
import { useToast } from '../common/useToast';

const D = 'app.dashboard.toastDemo';

export const ToastDemo = () => {
  const translate = useTranslate();
  const toast = useToast();
  const fire = () => {
    toast.success(`${D}.successTitle`, `${D}.successMessage`);
    toast.error(`${D}.errorTitle`, `${D}.errorMessage`);
    toast.warning(`${D}.warningTitle`, `${D}.warningMessage`);
    toast.info(`${D}.infoTitle`, `${D}.infoMessage`);
  };
  return (
    <Button variant="text" color="secondary" startIcon={<NotificationsActiveIcon />} onClick={fire} sx={{ justifyContent: 'flex-start' }}>
      {translate(`${D}.button`)}
    </Button>
  );
};
