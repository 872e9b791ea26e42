import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useToast } from '../common/useToast';
import { clearLocalCache } from './clearLocalCache';

/** 'Clear local cache': confirm, remove the cache keys, toast how many went. */
export function ClearCacheSection() {
  const translate = useTranslate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const onConfirm = () => {
    const removed = clearLocalCache();
    setConfirming(false);
    toast.success('app.shell.settings.cacheCleared', 'app.shell.settings.cacheClearedCount', { smart_count: removed });
  };
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate('app.shell.settings.cache')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.shell.settings.cacheHelp')}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<DeleteSweepIcon />} onClick={() => setConfirming(true)}>
        {translate('app.shell.settings.clearCache')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="app.shell.settings.confirmTitle"
        content="app.shell.settings.confirmContent"
        confirmLabel="app.shell.settings.clearCache"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
        confirmColor="warning"
      />
    </Box>
  );
}
