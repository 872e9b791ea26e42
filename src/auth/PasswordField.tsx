import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import IconButton from '@mui/material/IconButton';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useTranslate } from 'react-admin';
import { AuthTextField, type AuthTextFieldProps } from './AuthTextField';

/** A password field with a show/hide toggle button at its end. */
export const PasswordField = (props: Omit<AuthTextFieldProps, 'type' | 'endAdornment'>) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const label = translate(visible ? 'app.auth.hidePassword' : 'app.auth.showPassword');
  return (
    <AuthTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={label}
            title={label}
            edge="end"
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
};
