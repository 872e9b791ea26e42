import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { OTP_LENGTH, digitsOnly } from '../domain/auth-rules';

interface OtpInputProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  error?: boolean;
}

/**
 * Six single-digit boxes (docs/requirements.md §2, §5): digits only, typing moves to the next box, backspace on an
 * empty box clears the previous one and moves there, pasting six digits fills every box.
 */
export const OtpInput = ({ digits, onChange, disabled, error }: OtpInputProps) => {
  const translate = useTranslate();
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fill = (start: number, typed: string) => {
    const next = [...digits];
    const chars = typed.slice(0, OTP_LENGTH - start).split('');
    chars.forEach((char, offset) => {
      next[start + offset] = char;
    });
    onChange(next);
    focus(start + chars.length);
  };

  const handleChange = (index: number, raw: string) => {
    const typed = digitsOnly(raw);
    if (typed === '') {
      if (raw === '') onChange(digits.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A box already holding a digit receives two characters: keep the newly typed one.
    const value = typed.length === 2 && digits[index] !== '' ? typed.replace(digits[index], '') || typed[0] : typed;
    fill(index, value);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      onChange(digits.map((d, i) => (i === index - 1 ? '' : d)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      focus(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOnly(event.clipboardData.getData('text/plain'));
    event.preventDefault();
    if (pasted.length >= OTP_LENGTH) fill(0, pasted.slice(0, OTP_LENGTH));
    else if (pasted) fill(index, pasted);
  };

  return (
    <Box sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center', my: 2 }}>
      {digits.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(el: HTMLInputElement | null) => {
            refs.current[index] = el;
          }}
          value={digit}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          aria-label={translate('app.auth.verify.digit', { n: index + 1 })}
          aria-invalid={error || undefined}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          sx={{
            width: { xs: 40, sm: 48 },
            height: { xs: 48, sm: 56 },
            textAlign: 'center',
            fontSize: '1.5rem',
            fontWeight: 600,
            borderRadius: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            outline: 'none',
            '&:focus': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 3px ${alpha(theme.palette.primary.main, 0.25)}` },
            '&:disabled': { opacity: 0.6 },
          }}
        />
      ))}
    </Box>
  );
};
