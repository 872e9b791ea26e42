/**
 * EditDialogButton — a details dialog's button that opens the record's edit dialog (`<base>/:id`, keeping the list's
 * query string; see ResourceDialogs): `<EditDialogButton id={record.id} />` reads 'Edit' on a contained button;
 * `label` (an i18n key), `variant` and `basePath` (as in useOpenDialog) when a screen says otherwise.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate, type Identifier } from 'react-admin';
import { useOpenDialog } from './ResourceDialogs';

export interface EditDialogButtonProps {
  id: Identifier;
  label?: string;
  variant?: ButtonProps['variant'];
  basePath?: string;
}

export function EditDialogButton({ id, label = 'ra.action.edit', variant = 'contained', basePath }: EditDialogButtonProps) {
  const translate = useTranslate();
  const open = useOpenDialog(basePath);
  return (
    <Button variant={variant} startIcon={<EditIcon />} onClick={() => open.edit(id)}>
      {translate(label)}
    </Button>
  );
}
