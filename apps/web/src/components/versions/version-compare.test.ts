import { describe, expect, it } from 'vitest';
import { comparable } from './version-compare';

describe('comparable', () => {
  it('reads rich text as its text by paragraph, lists joined, empty values as a dash', () => {
    expect(comparable('<h2>Tytuł</h2><p>Jeden&nbsp;<strong>dwa</strong></p><ul><li>a</li><li>b</li></ul>')).toBe('Tytuł\nJeden dwa\na\nb');
    expect(comparable(['sklep', 'seo'])).toBe('sklep, seo');
    expect(comparable([{ file_id: 3, main: true }])).toBe('{"file_id":3,"main":true}');
    for (const empty of [null, undefined, '', []]) expect(comparable(empty)).toBe('—');
    expect(comparable('2 < 3 and 4 > 1')).toBe('2 < 3 and 4 > 1');
  });
});
