/**
 * ConflictNotice — inside an edit dialog's form, after its save was refused because someone else changed the record
 * (409 with the current record, docs/decisions.md "No lost update"): an alert 'This record was changed by someone else
 * since you opened it' with 'Reload their changes' and 'Overwrite'. It takes the focus when it appears (the next Tab
 * reaches its buttons) and is scrolled into view; both buttons wait while a save is on its way.
 * Rendered by FormDialogFrame (its `conflict` prop), never by screens.
 */
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';

export interface ConflictNoticeProps {
  onReload: () => void;
  onOverwrite: () => void;
}

export function ConflictNotice({ onReload, onOverwrite }: ConflictNoticeProps) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Alert ref={ref} severity="warning" role="alert" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
      {translate('app.common.form.conflict')}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button size="small" variant="outlined" color="inherit" onClick={onReload} disabled={isSubmitting}>
          {translate('app.common.form.reloadTheirs')}
        </Button>
        <Button size="small" variant="contained" color="warning" onClick={onOverwrite} disabled={isSubmitting}>
          {translate('app.common.form.overwrite')}
        </Button>
      </Box>
    </Alert>
  );
}
