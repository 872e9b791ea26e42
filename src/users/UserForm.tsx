/**
 * Inputs of the user create and edit dialogs. Create adds the password. Rules (docs/requirements.md §5): userRules.ts,
 * the rules the fixture API checks with the same engine.
 */
import { Box } from '@mui/material';
import { PasswordInput, SelectInput, TextInput, required } from 'react-admin';
import { userValidators as validate } from './userRules';

const R = 'resources.users';

export const ROLE_CHOICES = [
  { id: 'user', name: `${R}.roles.user` },
  { id: 'admin', name: `${R}.roles.admin` },
];

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };

export const UserForm = ({ withPassword }: { withPassword: boolean }) => (
  <Box sx={{ width: '100%' }}>
    <Box sx={twoColumns}>
      <TextInput source="firstname" label={`${R}.fields.firstname`} validate={validate.firstname} isRequired />
      <TextInput source="lastname" label={`${R}.fields.lastname`} validate={validate.lastname} isRequired />
    </Box>
    <TextInput source="email" type="email" label={`${R}.fields.email`} validate={validate.email} isRequired />
    {withPassword && (
      <PasswordInput
        source="password"
        label={`${R}.fields.password`}
        validate={validate.password}
        isRequired
        autoComplete="new-password"
      />
    )}
    <Box sx={twoColumns}>
      <SelectInput source="role" label={`${R}.fields.role`} choices={ROLE_CHOICES} validate={required()} />
      <TextInput source="phoneNumber" label={`${R}.fields.phoneNumber`} type="tel" validate={validate.phoneNumber} />
    </Box>
    <TextInput source="address" label={`${R}.fields.address`} multiline minRows={2} validate={validate.address} />
  </Box>
);
