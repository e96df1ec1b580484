import { describe, expect, it } from 'vitest';
import { withAlternateClasses } from './alternate-classes';

describe('withAlternateClasses', () => {
  it('marks exactly the elements whose class differs, with the other render\'s class, and keeps everything else', () => {
    const resting = '<label class="a b" for="x">E-mail</label><div class="root"><input class="in" value=""/><legend class="l1"><span>E</span></legend></div>';
    const filled = '<label class="a b shrink" for="x">E-mail</label><div class="root"><input class="in" value="x"/><legend class="l2"><span>E</span></legend></div>';
    expect(withAlternateClasses(resting, filled, 'data-alt')).toBe(
      '<label class="a b" data-alt="a b shrink" for="x">E-mail</label><div class="root"><input class="in" value=""/><legend class="l1" data-alt="l2"><span>E</span></legend></div>',
    );
  });

  it('refuses renders of different structure', () => {
    expect(() => withAlternateClasses('<p class="a"></p><p class="b"></p>', '<p class="a"></p>', 'data-alt')).toThrow(/differ in structure: 2 against 1/);
    expect(() => withAlternateClasses('<p class="a"></p>', '<p class="a"></p><p class="b"></p>', 'data-alt')).toThrow(/differ in structure: 1 against 2/);
  });
});
