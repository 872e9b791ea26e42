/**
 * Validators of the business create and edit dialogs: the business rules of src/domain/rules.ts, checked by the
 * engine the fixture API uses (src/domain/validation.ts), each failure shown under the form's i18n key.
 */
import { fieldValidator, type FormKeys } from '../domain/form-validator';
import { businessRules } from '../domain/rules';

const V = 'resources.businesses.validation';
const validate = (field: string, keys: FormKeys) => fieldValidator(businessRules, field, keys);

export const businessValidators = {
  name: validate('name', { required: `${V}.nameRequired`, min: `${V}.nameTooShort`, max: `${V}.nameTooLong` }),
  sector: validate('sector', { required: `${V}.sectorRequired` }),
  stage: validate('stage', { required: `${V}.stageRequired` }),
  location: validate('location', { required: `${V}.locationRequired` }),
  /** An unreadable pick is stored as 'invalid' (the date input), so it fails as a date. */
  founded: validate('founded', { type: `${V}.foundedInvalid`, check: `${V}.foundedInFuture` }),
  website: validate('website', { type: `${V}.websiteInvalid`, pattern: `${V}.websiteInvalid` }),
  /** An http(s) address or a small uploaded data:image URL. */
  logo: validate('logo', { type: `${V}.logoInvalid`, max: `${V}.logoInvalid`, check: `${V}.logoInvalid` }),
  description: validate('description', { max: `${V}.descriptionTooLong` }),
};
