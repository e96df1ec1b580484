import { useId, type Ref } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';

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
  return (
    <FormControl variant="outlined" error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        label={label}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        aria-describedby={error ? helperId : undefined}
        inputProps={{ 'data-testid': testId, 'aria-required': true }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
