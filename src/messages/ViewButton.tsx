/** Row action: opens the message's detail dialog (/messages/:id/show), keeping the list's query string. */
import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useOpenDialog } from '../common/ResourceDialogs';

export function ViewButton() {
  const translate = useTranslate();
  const record = useRecordContext();
  const open = useOpenDialog('/messages');
  if (!record) return null;
  const label = translate('resources.messages.actions.view');
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          open.show(record.id);
        }}
      >
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
