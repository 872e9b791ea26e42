/**
 * Inputs of the user create and edit dialogs. Create adds the password; rules: first and last name
 * required, email and password per spec part 1 §5 (src/domain/auth-rules.ts, shared with sign-in), lengths
 * and phone pattern from src/domain/rules.ts (the fixture API checks the same).
 */
import { Box } from '@mui/material';
import { PasswordInput, SelectInput, TextInput, maxLength, regex, required, type Validator } from 'react-admin';
import { validateEmail, validatePassword } from '../domain/auth-rules';
import { PHONE_PATTERN, userRules } from '../domain/rules';

const R = 'resources.users';

const emailRule: Validator = (value) => validateEmail(typeof value === 'string' ? value : '');
const passwordRule: Validator = (value) => validatePassword(typeof value === 'string' ? value : '');
const max = (field: string) => maxLength(userRules[field].max ?? 255);
const nameRule = (field: 'firstname' | 'lastname'): Validator[] => [
  required(`${R}.validation.${field}Required`),
  (value) => (typeof value === 'string' && value.trim() === '' ? `${R}.validation.${field}Required` : undefined),
  max(field),
];
const emailRules = [emailRule, max('email')];
const phoneRules = [regex(PHONE_PATTERN, `${R}.validation.phoneInvalid`)];

export const ROLE_CHOICES = [
  { id: 'user', name: `${R}.roles.user` },
  { id: 'admin', name: `${R}.roles.admin` },
];

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 };

export const UserForm = ({ withPassword }: { withPassword: boolean }) => (
  <Box sx={{ width: '100%' }}>
    <Box sx={twoColumns}>
      <TextInput source="firstname" label={`${R}.fields.firstname`} validate={nameRule('firstname')} isRequired />
      <TextInput source="lastname" label={`${R}.fields.lastname`} validate={nameRule('lastname')} isRequired />
    </Box>
    <TextInput source="email" type="email" label={`${R}.fields.email`} validate={emailRules} isRequired />
    {withPassword && (
      <PasswordInput
        source="password"
        label={`${R}.fields.password`}
        validate={passwordRule}
        isRequired
        autoComplete="new-password"
      />
    )}
    <Box sx={twoColumns}>
      <SelectInput source="role" label={`${R}.fields.role`} choices={ROLE_CHOICES} validate={required()} />
      <TextInput source="phoneNumber" label={`${R}.fields.phoneNumber`} type="tel" validate={phoneRules} />
    </Box>
    <TextInput source="address" label={`${R}.fields.address`} multiline minRows={2} validate={max('address')} />
  </Box>
);
