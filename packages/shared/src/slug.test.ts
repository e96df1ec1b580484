import { describe, expect, it } from 'vitest';
import { slugify, uniqueSlug } from './slug.js';

describe('slugify', () => {
  it('drops Polish marks, joins words with single hyphens, trims the ends', () => {
    expect(slugify('Żółte łódki, 2 szt.')).toBe('zolte-lodki-2-szt');
    expect(slugify('  Ćma & ŚWIECA  ')).toBe('cma-swieca');
    expect(slugify('---')).toBe('');
  });
  it('cuts at the limit without a trailing hyphen', () => {
    expect(slugify('ab cd', 3)).toBe('ab');
  });
  it('numbers a taken slug', () => {
    expect(uniqueSlug('koszule', new Set())).toBe('koszule');
    expect(uniqueSlug('koszule', new Set(['koszule', 'koszule-2']))).toBe('koszule-3');
    expect(uniqueSlug('', new Set())).toBe('element');
  });
});
