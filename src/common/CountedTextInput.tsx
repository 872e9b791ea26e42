/**
 * CountedTextInput — react-admin TextInput with a character counter 'x/max' below it (docs/requirements.md §9).
 * The counter turns warning (yellow) at `warnAt` and error (red) at `dangerAt` characters; defaults are 60 % and
 * 80 % of `max` (pass the requirements' absolute numbers, e.g. titles: max 255, warnAt 150, dangerAt 200).
 * All other props go to TextInput (source, label, validate, multiline…). Typing is not cut at `max`: the
 * validators say what is wrong.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { TextInput, useTranslate, useWrappedSource, type TextInputProps } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** Every 255-character title's counter (docs/requirements.md §9 notes: 'titles 150 and 200'). */
export const TITLE_COUNTER = { max: 255, warnAt: 150, dangerAt: 200 } as const;

export type CounterLevel = 'normal' | 'warning' | 'error';

export interface CountedTextInputProps extends TextInputProps {
  max: number;
  warnAt?: number;
  dangerAt?: number;
}

/** The counter's colour level for a length (pure). */
export function counterLevel(length: number, max: number, warnAt?: number, dangerAt?: number): CounterLevel {
  const danger = dangerAt ?? Math.round(max * 0.8);
  const warn = warnAt ?? Math.round(max * 0.6);
  if (length >= danger) return 'error';
  if (length >= warn) return 'warning';
  return 'normal';
}

const COLORS: Record<CounterLevel, string> = { normal: 'text.secondary', warning: 'warning.main', error: 'error.main' };

export function CountedTextInput({ max, warnAt, dangerAt, ...inputProps }: CountedTextInputProps) {
  const translate = useTranslate();
  const value: unknown = useWatch({ name: useWrappedSource(inputProps.source) });
  const length = typeof value === 'string' ? Array.from(value).length : 0;
  const level = counterLevel(length, max, warnAt, dangerAt);
  return (
    <Box sx={{ width: inputProps.fullWidth === false ? undefined : '100%' }}>
      <TextInput fullWidth {...inputProps} />
      <Typography
        variant="caption"
        component="div"
        data-level={level}
        aria-live="polite"
        sx={{ textAlign: 'right', mt: -1.5, mb: 1, color: COLORS[level], fontWeight: level === 'normal' ? 400 : 600 }}
      >
        {translate('app.common.counter', { count: length, max })}
      </Typography>
    </Box>
  );
}
