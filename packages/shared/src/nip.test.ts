import { describe, expect, it } from 'vitest';
import { nipCheckDigit, nipDigits, nipIsValid } from './nip.js';

describe('nipIsValid', () => {
  it('accepts a right checksum, written with hyphens, spaces or a PL prefix', () => {
    expect(nipIsValid('1234563218')).toBe(true);
    expect(nipIsValid('123-456-32-18')).toBe(true);
    expect(nipIsValid('PL 123 456 32 18')).toBe(true);
    expect(nipIsValid('5261040828')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(nipIsValid('1234563219')).toBe(false);
    expect(nipIsValid('123456321')).toBe(false);
    expect(nipIsValid('12345632180')).toBe(false);
    expect(nipIsValid('12345632A8')).toBe(false);
    expect(nipIsValid('')).toBe(false);
  });

  it('has no check digit for a remainder of 10 and keeps only digits', () => {
    // 2·7 = 14 → 3; 1·6 → 6; 9·6 = 54 → 10: no check digit.
    expect(nipCheckDigit('000000002')).toBe(3);
    expect(nipCheckDigit('100000000')).toBe(6);
    expect(nipCheckDigit('900000000')).toBe(null);
    expect(nipDigits('PL123-456-32-18')).toBe('1234563218');
  });
});
