// @vitest-environment node
// As the server runs it (emotion keeps the styles for the page instead of writing them into a document).
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DARK_COLORS, DEFAULT_APP_SETTINGS, DEFAULT_MENU_SECTIONS, FIRST_FRAME, type SessionUser } from '@harmony/shared';
import { renderFirstFrame, type FirstFrameInput } from './render';

const user: SessionUser = {
  id: 7,
  email: 'anna@demo.local',
  first_name: 'Anna <b>',
  last_name: 'Żak',
  roles: ['Kontraktor'],
  permissions: [],
} as unknown as SessionUser;

const input = (over: Partial<FirstFrameInput> = {}): FirstFrameInput => ({
  path: '/',
  locale: 'pl',
  theme: 'light',
  user,
  appConfig: { settings: { ...DEFAULT_APP_SETTINGS, appName: 'Agencja Testowa' }, menu: DEFAULT_MENU_SECTIONS },
  ...over,
});

/** The frame's element, parsed as a browser would. */
const parse = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body.firstElementChild as HTMLElement;

describe('the dashboard\'s first frame', () => {
  it('draws the shell, the heading and the greeting for the user, in Polish, out of reach of input', async () => {
    const { html, head } = await renderFirstFrame(input());
    const frame = parse(html);
    expect(frame.id).toBe(FIRST_FRAME.id);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.hasAttribute('inert')).toBe(true);
    expect(frame.querySelector('h1')?.textContent).toBe('Dashboard');
    // The user's name is text, never markup.
    expect(frame.querySelector('[data-testid="dashboard-greeting"]')?.textContent).toBe('Dzień dobry, Anna <b>!');
    expect(frame.querySelector('b')).toBeNull();
    expect(frame.querySelector('[data-testid="dashboard-roles"]')?.textContent).toBe('Twoje role: Kontraktor');
    expect(frame.querySelector('header [aria-label="Agencja Testowa"]')).not.toBeNull();
    expect(frame.querySelector('[data-testid="user-menu-button"]')?.textContent).toBe('AŻ');
    // Laid out as on a phone: the side menu is closed, so none of its links is drawn.
    expect(frame.querySelector('[data-testid="drawer-toggle"]')?.getAttribute('aria-expanded')).toBe('false');
    expect(frame.querySelector('nav a')).toBeNull();
    // Every class the markup uses has its rule, and wider screens do not see the frame.
    // Every class the markup uses has its rule, in a style element the app's emotion cache adopts: named
    // "css" and the ids of the styles it holds.
    const styles = new JSDOM(`<head>${head}</head>`).window.document.head;
    const adopted = [...styles.querySelectorAll('style[data-emotion^="css "]')];
    const ids = adopted.flatMap((style) => style.getAttribute('data-emotion')!.split(' ').slice(1));
    for (const name of new Set([...html.matchAll(/css-([\w-]+)/g)].map((m) => m[1]!))) {
      expect(ids).toContain(name);
      expect(adopted.map((style) => style.textContent).join('')).toContain(`.css-${name}`);
    }
    expect(styles.querySelector(`style[${FIRST_FRAME.style}]`)?.textContent).toContain(`@media (min-width:900px){#${FIRST_FRAME.id}{display:none}}`);
  });

  it('speaks English under /en and draws the dark theme when asked', async () => {
    const { html, head } = await renderFirstFrame(input({ path: '/en', locale: 'en', theme: 'dark' }));
    const frame = parse(html);
    expect(frame.querySelector('[data-testid="dashboard-greeting"]')?.textContent).toBe('Hello, Anna <b>!');
    expect(frame.querySelector('[data-testid="dashboard-roles"]')?.textContent).toBe('Your roles: Contractor');
    expect(head).toContain(`#${FIRST_FRAME.id}{position:fixed;inset:0;z-index:1501;overflow:hidden;background:${DARK_COLORS.background}}`);
  });
});
