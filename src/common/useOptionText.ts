/**
 * The shown text of a stored option in the current language: `option` for application options (sector, region,
 * stage, duration, education level: optionLabels.ts), `paymentMethod` for a payment method. An unknown value, or
 * an empty one (''), is shown as stored.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { optionText, paymentMethodLabel } from './optionLabels';

export function useOptionText() {
  const translate = useTranslate();
  return useMemo(
    () => ({
      option: (value: string | null | undefined) => optionText(value, translate),
      paymentMethod: (value: string | null | undefined) => (value ? translate(paymentMethodLabel(value), { _: value }) : ''),
    }),
    [translate],
  );
}
