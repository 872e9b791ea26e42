/**
 * Validators of the user create and edit dialogs: email and password as on the sign-in page
 * (src/domain/auth-rules.ts), names, phone and address from src/domain/rules.ts; all checked by the engine the
 * fixture API uses (src/domain/validation.ts), each failure shown under the form's i18n key.
 */
import type { Validator } from 'react-admin';
import { validateEmail, validatePassword } from '../domain/auth-rules';
import { fieldValidator } from '../domain/form-validator';
import { userRules } from '../domain/rules';

const V = 'resources.users.validation';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const userValidators = {
  firstname: fieldValidator(userRules, 'firstname', { required: `${V}.firstnameRequired` }),
  lastname: fieldValidator(userRules, 'lastname', { required: `${V}.lastnameRequired` }),
  email: ((value) => validateEmail(text(value))) as Validator,
  password: ((value) => validatePassword(text(value))) as Validator,
  phoneNumber: fieldValidator(userRules, 'phoneNumber', { type: `${V}.phoneInvalid`, pattern: `${V}.phoneInvalid` }),
  address: fieldValidator(userRules, 'address', {}),
};
