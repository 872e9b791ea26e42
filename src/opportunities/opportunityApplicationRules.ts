/**
 * The apply form (docs/requirements.md §2 "Apply form", §3 payload, §5): every field required but the payment method, age
 * a whole number from 16 to 100, e-mail and phone in their formats, the §3 choices. The validators run the shared
 * APPLICATION_RULES (src/domain/rules-opportunities.ts), which the fixture API checks too.
 * `toApplyPayload(values, opportunityId)`: the POST /opportunity-applications/apply body (texts trimmed, age an
 * integer, paymentMethod left out when empty).
 */
import type { Identifier } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { fieldValidator, rulesPass, type FormKeys } from '../domain/form-validator';
import { APPLICATION_FIELDS, APPLICATION_RULES } from '../domain/rules-opportunities';

const V = 'resources.opportunities.apply.validation';
const text: FormKeys = { required: `${V}.required`, type: `${V}.required`, max: `${V}.tooLong`, values: `${V}.choose` };

export const applyValidators = {
  ...Object.fromEntries(APPLICATION_FIELDS.map((f) => [f, fieldValidator(APPLICATION_RULES, f, text)])),
  email: fieldValidator(APPLICATION_RULES, 'email', { ...text, pattern: `${V}.email` }),
  phone: fieldValidator(APPLICATION_RULES, 'phone', { ...text, pattern: `${V}.phone` }),
  age: fieldValidator(APPLICATION_RULES, 'age', { required: `${V}.ageInteger`, type: `${V}.ageInteger`, min: `${V}.ageRange`, max: `${V}.ageRange` }),
  paymentMethod: fieldValidator(APPLICATION_RULES, 'paymentMethod', text),
} as Record<(typeof APPLICATION_FIELDS)[number] | 'age' | 'paymentMethod', ReturnType<typeof fieldValidator>>;

/** Submit Application stays disabled until every rule passes (docs/requirements.md §5). */
export const applyCanSubmit = (values: FieldValues): boolean => rulesPass(APPLICATION_RULES, values);

export function toApplyPayload(values: FieldValues, opportunityId: Identifier): Record<string, unknown> {
  const payload: Record<string, unknown> = {};
  for (const field of APPLICATION_FIELDS) payload[field] = typeof values[field] === 'string' ? values[field].trim() : values[field];
  payload.age = typeof values.age === 'string' ? Number(values.age) : values.age;
  const method = typeof values.paymentMethod === 'string' ? values.paymentMethod.trim() : '';
  if (method) payload.paymentMethod = method;
  payload.opportunityId = Number(opportunityId);
  return payload;
}
