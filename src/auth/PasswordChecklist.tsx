import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { useTranslate } from 'react-admin';
import { passwordChecklist } from '../domain/auth-rules';

/** The reset form's requirements checklist: each rule ticked green once met. */
export const PasswordChecklist = ({ password, confirm }: { password: string; confirm: string }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" id="password-requirements" sx={{ mt: 1 }}>
        {translate('app.auth.reset.requirements')}
      </Typography>
      <List dense disablePadding aria-labelledby="password-requirements">
        {passwordChecklist(password, confirm).map(({ key, met }) => (
          <ListItem key={key} disableGutters sx={{ py: 0 }} data-met={met}>
            <ListItemIcon sx={{ minWidth: 30 }}>
              {met ? (
                <CheckCircle fontSize="small" color="success" titleAccess={translate('app.auth.reset.met')} />
              ) : (
                <RadioButtonUnchecked fontSize="small" color="disabled" titleAccess={translate('app.auth.reset.notMet')} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={translate(key)}
              slotProps={{ primary: { color: met ? 'success.main' : 'text.secondary', variant: 'body2' } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};
