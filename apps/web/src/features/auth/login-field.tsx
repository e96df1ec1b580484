import { useId, type Ref } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, useForkRef } from '@mui/material';
import { useFocusAfterPaint } from '../../lib/hooks/use-focus-after-paint';

interface LoginFieldProps {
  value: string;
  onChange(value: string): void;
  inputRef: Ref<HTMLInputElement>;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  autoFocus?: boolean;
  error?: string;
  testId: string;
}

/**
 * An outlined text field as TextField draws it, built from its parts: TextField also brings the whole
 * Select (menu, popover, modal), which the sign-in page would download for nothing.
 */
export function LoginField({ value, onChange, inputRef, label, type, autoComplete, autoFocus, error, testId }: LoginFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  const focusRef = useFocusAfterPaint<HTMLInputElement>(Boolean(autoFocus));
  const ref = useForkRef(inputRef, focusRef);
  return (
    <FormControl variant="outlined" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={ref}
        label={label}
        type={type}
        autoComplete={autoComplete}
        aria-describedby={error ? helperId : undefined}
        inputProps={{ 'data-testid': testId, 'aria-required': true }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
