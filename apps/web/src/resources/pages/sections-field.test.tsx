import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { galleriesContract } from '@harmony/shared';
import { renderField } from '../../test/field-harness';
import { fakeOptions } from '../../test/fake-options';
import { SectionsField } from './sections-field';

// Loaded up front: the sections' inputs load their kinds lazily, and a cold import on a busy machine outlasts findBy's wait.
await import('../../components/resource/form/fields/relation-field');

const field = { name: 'sections', kind: 'custom' as const, component: SectionsField };
const kinds = (values: Record<string, unknown>) => (values.sections as { kind: string }[]).map((s) => s.kind);

describe('sections field', { timeout: 20_000 }, () => {
  it('adds a gallery section that picks a gallery, and moves sections with their buttons', async () => {
    fakeOptions(galleriesContract.path, [{ id: 4, label: 'Biuro w Krakowie' }]);
    const { values } = renderField(field, { sections: [{ kind: 'cta', data: { title: 'Napisz', text: '', button_label: 'Kontakt', url: '/kontakt' } }] });
    fireEvent.click(await screen.findByTestId('section-add'));
    fireEvent.click(await screen.findByTestId('section-add-gallery'));
    expect(kinds(values())).toEqual(['cta', 'gallery']);
    expect(within(screen.getByTestId('section-1')).getByText('2. Galeria')).toBeTruthy();
    const picker = await screen.findByTestId('section-1-gallery_id');
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByText('Biuro w Krakowie'));
    await waitFor(() => expect((values().sections as { data: { gallery_id: number } }[])[1]!.data.gallery_id).toBe(4));

    fireEvent.click(screen.getByTestId('section-up-1'));
    await waitFor(() => expect(kinds(values())).toEqual(['gallery', 'cta']));
    expect(screen.getByTestId('section-0').getAttribute('data-kind')).toBe('gallery');
  });
});
