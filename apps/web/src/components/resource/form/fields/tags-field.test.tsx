import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../../test/field-harness';

// Loaded up front: the form loads the kind lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('./tags-field');

describe('tags field', { timeout: 20_000 }, () => {
  it('adds a chip on a comma and on Enter, skips a repeat of another case, and removes one', async () => {
    const { values } = renderField({ name: 'tags', kind: 'tags' }, { tags: ['klient'] });
    const input = (await screen.findByTestId('field-tags')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'partner,' } });
    expect(values().tags).toEqual(['klient', 'partner']);
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: ' media ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'KLIENT' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(values().tags).toEqual(['klient', 'partner', 'media']);
    const chip = screen.getByText('partner').closest('.MuiChip-root')!;
    fireEvent.click(chip.querySelector('.MuiChip-deleteIcon')!);
    expect(values().tags).toEqual(['klient', 'media']);
    // A pasted list: all but the text after the last comma become chips at once.
    fireEvent.change(input, { target: { value: 'a, b,c' } });
    expect(values().tags).toEqual(['klient', 'media', 'a', 'b']);
    expect(input.value).toBe('c');
  });

  it('keeps what was typed when the field is left without a comma or Enter', async () => {
    const { values } = renderField({ name: 'tags', kind: 'tags' }, { tags: [] });
    const input = await screen.findByTestId('field-tags');
    fireEvent.change(input, { target: { value: 'vip' } });
    fireEvent.blur(input);
    expect(values().tags).toEqual(['vip']);
  });
});
