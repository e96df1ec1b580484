import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contactsContract, MAP_POINTS_PATH, type Contact, type MapPoints } from '@harmony/shared';
import { getJson } from './support/api.js';
import { launch, newPage, signIn } from './support/browser.js';

/**
 * Issue 26's map, in Polish and under /en, with no internet: the demo contacts and realizations as pins in
 * clusters on the shipped voivodeships (no tile server set, and no request leaves the app's origin); hiding a
 * kind takes its pins away; a place asked for by the address is zoomed to out of its cluster, and its pin's pop-up
 * opens its record in the app. A new contact is placed by a click on its form's map.
 */
let browser: Browser;
beforeAll(async () => { browser = await launch(); });
afterAll(async () => { await browser?.close(); });

describe.concurrent.each([
  { prefix: '' as const, voivodeship: 'małopolskie', open: 'Otwórz kontakt' },
  { prefix: '/en' as const, voivodeship: 'Lesser Poland', open: 'Open the contact' },
])('map $prefix', ({ prefix, voivodeship, open }) => {
  it('draws the places offline on the voivodeships, hides a kind, and opens a record from its pin', async ({ expect }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    const origin = new URL(page.url()).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => { if (!request.url().startsWith(origin) && !request.url().startsWith('data:')) elsewhere.push(request.url()); });
    // The places the map itself loaded (the other language's journey adds a contact meanwhile, so a fetch of our own
    // may count one more than the map drew).
    let loaded: MapPoints | undefined;
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname === MAP_POINTS_PATH && response.ok()) loaded = await response.json() as MapPoints;
    });
    const drawnMatches = async (kind?: MapPoints['points'][number]['kind']) => {
      const expected = loaded?.points.filter((p) => !kind || p.kind === kind).length;
      const shown = await page.getByTestId('map').getAttribute('data-points');
      return expected !== undefined && shown === String(expected) ? 'same' : `${shown} drawn of ${expected}`;
    };
    await page.goto(`${prefix}/map`);
    const { points, tiles } = await getJson<MapPoints>(page, MAP_POINTS_PATH);
    expect(tiles).toBe(false);
    const contacts = points.filter((p) => p.kind === 'contacts');
    const realizations = points.filter((p) => p.kind === 'realizations');
    expect(contacts.length).toBeGreaterThan(10);
    expect(realizations.length).toBeGreaterThan(10);
    // The base layer: 16 voivodeships drawn, named on hover in the page's language.
    await expect.poll(() => page.locator('.leaflet-overlay-pane path').count()).toBe(16);
    await expect.poll(() => drawnMatches()).toBe('same');
    // PL.MA: the base layer is in the order of the codes. Hovered again on each try: the map may still be moving to
    // fit the points, and a hover where the region was shows its neighbour (CI saw Świętokrzyskie once).
    const region = page.locator('.leaflet-overlay-pane path').nth(5);
    await expect.poll(async () => { await region.hover(); return page.locator('.leaflet-tooltip').textContent(); }).toBe(voivodeship);
    // Clustered: fewer things on the map than places.
    const drawn = () => page.locator('.leaflet-marker-icon').count();
    await expect.poll(drawn).toBeGreaterThan(0);
    expect(await drawn()).toBeLessThan(points.length);

    await page.getByTestId('map-toggle-realizations').uncheck();
    await expect.poll(() => drawnMatches('contacts')).toBe('same');

    // A contact's pin, asked for by the address (as the contact's form links to it): the map zooms in until the pin
    // leaves its cluster and opens its pop-up, which opens the record in the app.
    const target = contacts[0]!;
    await page.goto(`${prefix}/map?focus=contacts-${target.id}`);
    await page.getByTestId(`map-marker-contacts-${target.id}`).waitFor();
    await page.getByTestId(`map-open-contacts-${target.id}`).getByText(open).click();
    await page.waitForURL((url) => url.pathname === `${prefix}/kontakt/${target.id}/edycja`);
    const contact = await getJson<Contact>(page, contactsContract.itemPath(target.id));
    await expect.poll(() => page.getByTestId('field-city').inputValue()).toBe(contact.city);
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('places a new contact with a click on the form’s map, and the map shows it there', async ({ expect }) => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'admin', { prefix });
    await page.goto(`${prefix}/kontakt/dodaj`);
    const name = `Pinezka ${prefix || 'pl'}`;
    await page.getByTestId('field-first_name').fill(name);
    await page.getByTestId('field-last_name').fill('Mapowa');
    // The middle of the picker's map (Poland whole): the pin goes there and both coordinates are filled in.
    const picker = page.getByTestId('position-picker').locator('.leaflet-container');
    await picker.locator('.leaflet-overlay-pane path').first().waitFor();
    const box = (await picker.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByTestId('position-pin').waitFor();
    const lat = Number(await page.getByTestId('field-latitude').inputValue());
    const lng = Number(await page.getByTestId('field-longitude').inputValue());
    expect(lat > 49 && lat < 55 && lng > 14 && lng < 24.5, `${lat}, ${lng}`).toBe(true);
    await page.getByTestId('form-submit').click();
    await page.waitForURL((url) => url.pathname === `${prefix}/kontakt`);
    const [saved] = (await getJson<{ data: Contact[] }>(page, `${contactsContract.path}?search=${encodeURIComponent(name)}`)).data;
    expect([saved!.latitude, saved!.longitude]).toEqual([lat, lng]);
    await page.goto(`${prefix}/map?focus=contacts-${saved!.id}`);
    await page.getByTestId(`map-open-contacts-${saved!.id}`).waitFor();
    await context.close();
  });
});
