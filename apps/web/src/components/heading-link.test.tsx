import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n/i18n';
import { CategoriesLink, CategoryTypesLink } from './category-links';

function at(path: string, Link: () => React.ReactElement) {
  render(<MemoryRouter initialEntries={[path]}><Link /></MemoryRouter>);
}

describe('links beside a list heading', () => {
  it('lead to the related list by its contract segment, in Polish', () => {
    at('/kategorie', CategoryTypesLink);
    at('/category-types', CategoriesLink);
    expect(screen.getByTestId('category-types-link').getAttribute('href')).toBe('/category-types');
    expect(screen.getByTestId('categories-link').getAttribute('href')).toBe('/kategorie');
    expect(screen.getByTestId('categories-link').textContent).toBe(i18n.t('routes.categories'));
  });

  it('keep the English prefix under /en, with English text', async () => {
    await i18n.changeLanguage('en');
    at('/en/kategorie', CategoryTypesLink);
    const link = screen.getByTestId('category-types-link');
    expect(link.getAttribute('href')).toBe('/en/category-types');
    expect(link.textContent).toBe(i18n.t('routes.categoryTypes', { lng: 'en' }));
    expect(link.textContent).not.toBe(i18n.t('routes.categoryTypes', { lng: 'pl' }));
  });
});
