import { notesContract, notesOfPath } from '@harmony/shared';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Note } from '@harmony/shared';
import '../../lib/i18n/i18n';
import { stubDesktopMedia } from '../../test/fake-api';
import { fakeServer, renderScreen } from '../../test/render-screen';
import { addNote, removeNote, replaceNote } from './notes-list';
import { NotesPanel } from './notes-panel';

const note = (id: number, body: string): Note => ({
  id, body, user: { id: 2, name: 'Anna Admin' }, created_at: '2026-03-01T10:00:00Z', updated_at: '2026-03-01T10:00:00Z',
});

describe('notes list rules (seed section 4)', () => {
  it('puts a new note first, replaces an edited body in place, removes a deleted one', () => {
    const notes = [note(2, 'b'), note(1, 'a')];
    expect(addNote(notes, note(3, 'c')).map((n) => n.id)).toEqual([3, 2, 1]);
    expect(replaceNote(notes, 1, 'A!').map((n) => n.body)).toEqual(['b', 'A!']);
    expect(replaceNote(notes, 1, 'A!', { ...note(1, 'A!'), updated_at: '2026-03-02T10:00:00Z' })[1]!.updated_at).toBe('2026-03-02T10:00:00Z');
    expect(removeNote(notes, 2).map((n) => n.id)).toEqual([1]);
  });
});

describe('notes panel', () => {
  beforeEach(stubDesktopMedia);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('adds first, edits in place and deletes, against the notes API', async () => {
    const { requests } = fakeServer(({ method, path, body }) => {
      if (method === 'GET' && path.startsWith(notesOfPath('types', 7))) return { body: { data: [note(2, 'Druga'), note(1, 'Pierwsza')], meta: { total: 2 } } };
      if (method === 'POST' && path === notesOfPath('types', 7)) return { status: 201, body: { message: 'Dodano notatkę.', data: note(3, (body as { body: string }).body) } };
      if (method === 'PUT' && path === notesContract.itemPath(1)) return { body: { message: 'Zapisano.', data: { ...note(1, (body as { body: string }).body), updated_at: '2026-03-02T10:00:00Z' } } };
      if (method === 'DELETE' && path === notesContract.itemPath(2)) return { body: { id: 2, message: 'Usunięto.' } };
      return undefined;
    });
    renderScreen(<NotesPanel type="types" id={7} subject="Administracja" />);
    const bodies = () => [...document.querySelectorAll('[data-testid^="note-body-"]')].map((n) => n.textContent);
    await waitFor(() => expect(bodies()).toEqual(['Druga', 'Pierwsza']));

    fireEvent.change(screen.getByTestId('note-input'), { target: { value: 'Trzecia' } });
    await act(async () => fireEvent.click(screen.getByTestId('note-add')));
    await waitFor(() => expect(bodies()).toEqual(['Trzecia', 'Druga', 'Pierwsza']));
    expect((screen.getByTestId('note-input') as HTMLTextAreaElement).value).toBe('');

    fireEvent.click(screen.getByTestId('note-edit-1'));
    fireEvent.change(screen.getByTestId('note-edit-input-1'), { target: { value: 'Pierwsza, poprawiona' } });
    await act(async () => fireEvent.click(screen.getByTestId('note-save-1')));
    await waitFor(() => expect(bodies()).toEqual(['Trzecia', 'Druga', 'Pierwsza, poprawiona']));

    fireEvent.click(screen.getByTestId('note-delete-2'));
    await act(async () => fireEvent.click(await screen.findByTestId('confirm-ok')));
    await waitFor(() => expect(bodies()).toEqual(['Trzecia', 'Pierwsza, poprawiona']));
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET ${notesOfPath('types', 7)}?per_page=100`, `POST ${notesOfPath('types', 7)}`, `PUT ${notesContract.itemPath(1)}`, `DELETE ${notesContract.itemPath(2)}`,
    ]);
   }, 20_000);

  it('shows the server\'s 422 on the note input', async () => {
    fakeServer(({ method }) =>
      method === 'GET' ? { body: [] } : { status: 422, body: { message: 'Za długa', errors: { body: ['Pole treść notatki nie może być dłuższe niż 10000 znaków'] } } },
    );
    renderScreen(<NotesPanel type="types" id={7} subject="Administracja" />);
    expect(await screen.findByTestId('notes-empty')).toBeTruthy();
    fireEvent.change(screen.getByTestId('note-input'), { target: { value: 'x' } });
    await act(async () => fireEvent.click(screen.getByTestId('note-add')));
    expect(await screen.findByText('Pole treść notatki nie może być dłuższe niż 10000 znaków')).toBeTruthy();
  });

  it('offers only what the notes API accepts: adding with edycja on the subject, changing one\'s own note (administrators any)', async () => {
    const mine = { ...note(1, 'Moja'), user: { id: 2, name: 'Ja' } };
    const theirs = { ...note(2, 'Cudza'), user: { id: 7, name: 'Ktoś' } };
    fakeServer(({ method, path }) => (method === 'GET' && path.startsWith(notesOfPath('projects', 3)) ? { body: { data: [theirs, mine], meta: { total: 2 } } } : undefined));
    const bodies = () => document.querySelectorAll('[data-testid^="note-body-"]').length;

    // A contractor reads a project's notes but may not write them (no edycja on projects).
    renderScreen(<NotesPanel type="projects" id={3} subject="Projekty__wszystkie|Projekty__wlasne" />, { role: 'Kontraktor' });
    await waitFor(() => expect(bodies()).toBe(2));
    expect(screen.queryByTestId('note-add')).toBeNull();
    expect(screen.queryByTestId('note-edit-1')).toBeNull();
    cleanup();

    // A leader (user 2 here) writes notes and changes their own, not a colleague's.
    renderScreen(<NotesPanel type="projects" id={3} subject="Projekty__wszystkie|Projekty__wlasne" />, { role: 'Lider' });
    await waitFor(() => expect(bodies()).toBe(2));
    expect(screen.getByTestId('note-add')).toBeTruthy();
    expect(screen.getByTestId('note-edit-1')).toBeTruthy();
    expect(screen.queryByTestId('note-edit-2')).toBeNull();
    expect(screen.queryByTestId('note-delete-2')).toBeNull();
    cleanup();

    renderScreen(<NotesPanel type="projects" id={3} subject="Projekty__wszystkie|Projekty__wlasne" />, { role: 'Administrator' });
    await waitFor(() => expect(bodies()).toBe(2));
    expect(screen.getByTestId('note-delete-2')).toBeTruthy();
  }, 20_000);
});
