/** 'Apply' on a row or in the details: opens the apply dialog for this opportunity (rendered from its first opening). */
import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { useTranslate, type RaRecord } from 'react-admin';
import { ApplyDialog } from './ApplyDialog';

export function ApplyButton({ record, variant = 'icon' }: { record: RaRecord; variant?: 'icon' | 'button' }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('resources.opportunities.actions.apply', { title: record.title });
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton size="small" color="primary" aria-label={label} onClick={onClick}>
            <HowToRegIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<HowToRegIcon />} onClick={onClick}>
          {translate('resources.opportunities.actions.applyShort')}
        </Button>
      )}
      {open ? (
        <Box onClick={(event) => event.stopPropagation()}>
          <ApplyDialog opportunity={record} onClose={() => setOpen(false)} />
        </Box>
      ) : null}
    </>
  );
}
