/**
 * AddButtonToolbar — a list's top toolbar with its Add button, which opens the create dialog (`<base>/create`,
 * keeping the list's query string; see ResourceDialogs).
 *   `<ListPage actions={<AddButtonToolbar label="resources.courses.actions.add" />}>`
 * `children` stand before the button (e.g. a filters toggle); `basePath` as in useOpenDialog; `sx` styles the toolbar.
 */
import AddIcon from '@mui/icons-material/Add';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Button, TopToolbar } from 'react-admin';
import { useOpenDialog } from './ResourceDialogs';

export interface AddButtonToolbarProps {
  label: string;
  basePath?: string;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

export function AddButtonToolbar({ label, basePath, sx, children }: AddButtonToolbarProps) {
  const open = useOpenDialog(basePath);
  return (
    <TopToolbar sx={sx}>
      {children}
      <Button label={label} onClick={() => open.create()} variant="contained">
        <AddIcon />
      </Button>
    </TopToolbar>
  );
}
