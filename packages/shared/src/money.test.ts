import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, grossOf, netOf, parseGrosze, vatOf } from './money.js';

describe('parseGrosze', () => {
  it('reads Polish amounts with a comma and space groups', () => {
    expect(parseGrosze('1 234,56', 'pl')).toBe(123456);
    expect(parseGrosze('1\u00a0234,5', 'pl')).toBe(123450);
    expect(parseGrosze('12', 'pl')).toBe(1200);
    expect(parseGrosze('0,07', 'pl')).toBe(7);
    expect(parseGrosze('-3,10 zł', 'pl')).toBe(-310);
    expect(parseGrosze('12.50', 'pl')).toBe(1250);
    expect(parseGrosze('1.234,56', 'pl')).toBe(123456);
  });

  it('reads English amounts with a dot and comma groups', () => {
    expect(parseGrosze('1,234.56', 'en')).toBe(123456);
    expect(parseGrosze('PLN 99.9', 'en')).toBe(9990);
    expect(parseGrosze('1234', 'en')).toBe(123400);
  });

  it('gives null for nothing and NaN for what is no amount', () => {
    expect(parseGrosze('  ', 'pl')).toBeNull();
    expect(parseGrosze('abc', 'pl')).toBeNaN();
    expect(parseGrosze('1,234', 'pl')).toBeNaN();
    expect(parseGrosze('1.2.3', 'en')).toBeNaN();
  });
});

describe('formatting', () => {
  it('writes amounts for editing and for reading in both languages', () => {
    expect(formatAmount(123456, 'pl')).toBe('1 234,56');
    expect(formatAmount(123456789, 'pl')).toBe('1 234 567,89');
    expect(formatAmount(5, 'pl')).toBe('0,05');
    expect(formatAmount(-123456, 'pl')).toBe('-1 234,56');
    expect(formatAmount(123456, 'en')).toBe('1,234.56');
    expect(formatMoney(123456, 'pl')).toBe('1 234,56 zł');
    expect(formatMoney(123456, 'en')).toBe('PLN 1,234.56');
  });

  it('round-trips through parse', () => {
    for (const grosze of [0, 1, 99, 100, 123456, 100000000]) {
      expect(parseGrosze(formatAmount(grosze, 'pl'), 'pl')).toBe(grosze);
      expect(parseGrosze(formatAmount(grosze, 'en'), 'en')).toBe(grosze);
    }
  });
});

describe('VAT', () => {
  it('computes gross, net and VAT to the grosz', () => {
    expect(grossOf(10000, 23)).toBe(12300);
    expect(grossOf(999, 8)).toBe(1079);
    expect(grossOf(10000, 0)).toBe(10000);
    expect(grossOf(10000, null)).toBe(10000);
    expect(netOf(12300, 23)).toBe(10000);
    expect(netOf(500, null)).toBe(500);
    expect(vatOf(10000, 5)).toBe(500);
  });
});
