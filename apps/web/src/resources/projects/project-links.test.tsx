import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n/i18n';
import { ActiveProjectsLink, ArchivedProjectsLink } from './project-links';

function at(path: string, Link: () => React.ReactElement) {
  render(<MemoryRouter initialEntries={[path]}><Link /></MemoryRouter>);
}

describe('the projects heading links', () => {
  it('go from the active projects to the archive and back, in Polish', () => {
    at('/projekty', ArchivedProjectsLink);
    at('/projekty/archiwalne', ActiveProjectsLink);
    expect(screen.getByTestId('projects-archived-link').getAttribute('href')).toBe('/projekty/archiwalne');
    expect(screen.getByTestId('projects-active-link').getAttribute('href')).toBe('/projekty');
  });

  it('keep the English prefix under /en, with English text', async () => {
    await i18n.changeLanguage('en');
    at('/en/projekty', ArchivedProjectsLink);
    const link = screen.getByTestId('projects-archived-link');
    expect(link.getAttribute('href')).toBe('/en/projekty/archiwalne');
    expect(link.textContent).toBe(i18n.t('routes.projectsArchived', { lng: 'en' }));
    expect(link.textContent).not.toBe(i18n.t('routes.projectsArchived', { lng: 'pl' }));
  });
});
