import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../../lib/i18n/i18n';
import { renderField } from '../../../../test/field-harness';

// Loaded up front: the form loads the kind lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('./rich-text-field');

const field = { name: 'body', kind: 'richText' as const, label: 'Treść' };
const findEditor = () => screen.findByTestId('field-body', {}, { timeout: 5000 });

// jsdom lays nothing out and its ranges have no rectangles; ProseMirror asks for them when it scrolls the
// selection into view. Empty ones answer (only where jsdom has none, and removed again after).
const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
const added: [object, string][] = [];
beforeAll(() => {
  for (const [proto, name, value] of [
    [Range.prototype, 'getClientRects', () => []],
    [Range.prototype, 'getBoundingClientRect', () => rect],
    [Element.prototype, 'getClientRects', () => []],
  ] as const) {
    if (name in proto) continue;
    Object.defineProperty(proto, name, { configurable: true, value });
    added.push([proto, name]);
  }
});
afterAll(() => added.forEach(([proto, name]) => delete (proto as Record<string, unknown>)[name]));

describe('rich text field', () => {
  it('shows the HTML value and turns toolbar commands into HTML', async () => {
    const { values } = renderField(field, { body: '<p>Ala ma kota</p>' });
    const editor = await findEditor();
    expect(editor.innerHTML).toContain('Ala ma kota');
    expect(editor.getAttribute('aria-label')).toBe('Treść');
    fireEvent.click(screen.getByRole('button', { name: 'Nagłówek H2' }));
    await waitFor(() => expect(values().body).toBe('<h2>Ala ma kota</h2>'));
    expect(screen.getByRole('button', { name: 'Nagłówek H2' }).getAttribute('aria-pressed')).toBe('true');
    // Changes made within half a second are one undo step (ProseMirror's history groups them by the
    // transaction's time): the list comes a second later, as a person's next click would.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1000);
    fireEvent.click(screen.getByRole('button', { name: 'Lista punktowana' }));
    await waitFor(() => expect(values().body).toBe('<ul><li><p>Ala ma kota</p></li></ul>'));
    fireEvent.click(screen.getByRole('button', { name: 'Cofnij' }));
    await waitFor(() => expect(values().body).toBe('<h2>Ala ma kota</h2>'));
  }, 20_000);

  it('takes a value set from outside and stores no trailing empty paragraph', async () => {
    const { values, form } = renderField(field, { body: '' });
    const editor = await findEditor();
    act(() => form().setValue('body', '<p><strong>Nowy</strong> tekst</p>'));
    await waitFor(() => expect(editor.innerHTML).toContain('<strong>Nowy</strong>'));
    fireEvent.click(screen.getByRole('button', { name: 'Nagłówek H3' }));
    await waitFor(() => expect(values().body).toBe('<h3><strong>Nowy</strong> tekst</h3>'));
  }, 20_000);

  it('sets a link on the selected text through the prompt, with labels in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    vi.stubGlobal('prompt', vi.fn(() => 'https://example.com'));
    const { values } = renderField(field, { body: '<p>site</p>' });
    const editor = await findEditor();
    // Tiptap hangs its editor on the editable element: the only way to select text in a page with no layout.
    act(() => void (editor as unknown as { editor: { commands: { selectAll(): boolean } } }).editor.commands.selectAll());
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(window.prompt).toHaveBeenCalledWith('Link address (empty removes the link)', 'https://');
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();
    await waitFor(() => expect(values().body).toMatch(/^<p><a [^>]*href="https:\/\/example\.com"[^>]*>site<\/a><\/p>$/));
  }, 20_000);
});
