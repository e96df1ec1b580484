import { describe, expect, it } from 'vitest';
import { columnsPreferenceKey, readColumnPreference } from './use-column-preferences';

describe('remembered columns', () => {
  it('are stored per resource under list-columns:<name>', () => {
    expect(columnsPreferenceKey('statuses')).toBe('list-columns:statuses');
  });
  it('read a {value: {field: visible}} answer and ignore anything else', () => {
    expect(readColumnPreference({ key: 'list-columns:statuses', value: { id: true, color: false, odd: 'x' } })).toEqual({ id: true, color: false });
    expect(readColumnPreference({ value: null })).toBeNull();
    expect(readColumnPreference({ value: ['id'] })).toBeNull();
    expect(readColumnPreference(null)).toBeNull();
  });
});
