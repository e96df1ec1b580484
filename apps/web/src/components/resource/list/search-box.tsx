import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import Search from '@mui/icons-material/Search';

export const SEARCH_DEBOUNCE_MS = 400;

export interface DebouncedFieldProps {
  value: string;
  onChange(value: string): void;
  label: string;
  testId: string;
  icon?: boolean;
}

/** A text input that reports after the user pauses typing, and follows the URL when it changes (back/forward). */
export function SearchBox({ value, onChange, label, testId, icon = true }: DebouncedFieldProps) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  // The latest callback, so a parent re-rendering mid-pause does not restart the pause.
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text.trim();
      report.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <TextField
      size="small"
      type="search"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      slotProps={{
        htmlInput: { 'data-testid': testId, maxLength: 100 },
        input: icon
          ? { startAdornment: <InputAdornment position="start"><Search fontSize="small" /></InputAdornment> }
          : undefined,
      }}
      sx={{ minWidth: 200 }}
    />
  );
}
