/**
 * 'Apply' on a row or in the details: opens the apply dialog for this opportunity (rendered from its first opening).
 * Disabled once the deadline has passed (the 'Expired' badge), with 'Applications to … are closed' as its tooltip:
 * the API refuses such an application (applicationsOpen, shared with it).
 */
import { useState, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { useTranslate, type RaRecord } from 'react-admin';
import { applicationsOpen } from '../domain/rules-opportunities';
import { ApplyDialog } from './ApplyDialog';

export function ApplyButton({ record, variant = 'icon' }: { record: RaRecord; variant?: 'icon' | 'button' }) {
  const translate = useTranslate();
  const [opened, setOpen] = useState(false);
  const open = applicationsOpen(record);
  const label = translate(`resources.opportunities.actions.${open ? 'apply' : 'applyClosed'}`, { title: record.title });
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <span>
            <IconButton size="small" color="primary" aria-label={label} onClick={onClick} disabled={!open}>
              <HowToRegIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Tooltip title={open ? '' : label}>
          <span>
            <Button variant="outlined" startIcon={<HowToRegIcon />} onClick={onClick} disabled={!open}>
              {translate('resources.opportunities.actions.applyShort')}
            </Button>
          </span>
        </Tooltip>
      )}
      {opened ? (
        <Box onClick={(event) => event.stopPropagation()}>
          <ApplyDialog opportunity={record} onClose={() => setOpen(false)} />
        </Box>
      ) : null}
    </>
  );
}
