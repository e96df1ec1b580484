import { describe, expect, it } from 'vitest';
import { budgetPercent, formatBudgetPercent } from './budget-percent.js';

describe('budgetPercent', () => {
  it('rounds to one decimal, halves up, where binary fractions put them a hair below', () => {
    // 87.85 h of 100 h: 87.8 with floor (the old notification), 87.9 half up; 5271 minutes are those 87.85 h.
    expect(budgetPercent(87.85, 100)).toBe(87.9);
    expect(budgetPercent(5271 / 60, 100)).toBe(87.9);
    expect(budgetPercent(87.84, 100)).toBe(87.8);
    expect(budgetPercent(155 / 60, 10)).toBe(25.8);
    expect(budgetPercent(1, 3)).toBe(33.3);
    expect(budgetPercent(2, 3)).toBe(66.7);
    expect(budgetPercent(0.125, 1)).toBe(12.5);
    expect(budgetPercent(150, 100)).toBe(150);
    expect(budgetPercent(0, 40)).toBe(0);
  });

  it('is null without a budget', () => {
    expect(budgetPercent(10, null)).toBeNull();
    expect(budgetPercent(10, undefined)).toBeNull();
    expect(budgetPercent(10, 0)).toBeNull();
  });
});

describe('formatBudgetPercent', () => {
  it('writes the locale’s decimal separator and its place for the sign', () => {
    expect(formatBudgetPercent(87.9, 'pl')).toBe('87,9\u00a0%');
    expect(formatBudgetPercent(87.9, 'en')).toBe('87.9%');
    expect(formatBudgetPercent(100, 'pl')).toBe('100\u00a0%');
    expect(formatBudgetPercent(1234.5, 'en')).toBe('1,234.5%');
    expect(formatBudgetPercent(null, 'pl')).toBe('—');
  });
});
