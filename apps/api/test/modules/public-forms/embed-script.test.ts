import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FORM_EMBED_MAX_GZIP_BYTES, FORM_EMBED_SCRIPT_PATH, FORM_HONEYPOT_FIELD, FORM_TOKEN_FIELD, type PublicForm, type PublicFormField } from '@harmony/shared';

/**
 * The embed script a website pastes (issue 27), run in jsdom as a browser runs it: with the page's own script
 * tag naming the API, fetch stubbed with the API's answers. No database: the routes are tested elsewhere; this
 * is what the visitor sees and what the browser sends.
 */
const SOURCE = fs.readFileSync(new URL('../../../src/modules/public-forms/embed.js', import.meta.url), 'utf8');
const UUID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const API = 'https://harmony.example';

const base: PublicFormField = {
  key: '', kind: 'text', label: '', placeholder: '', help: '', options: [], required: false, condition: null, consent_text: '',
  value: '', accept: '', max_mb: 0,
};
const definition: PublicForm = {
  uuid: UUID,
  lang: 'pl',
  fields: [
    { ...base, key: 'heading', kind: 'heading', label: 'Napisz do nas' },
    { ...base, key: 'name', label: 'Imię', placeholder: 'Jan', help: 'Jak mamy się zwracać', required: true },
    { ...base, key: 'email', kind: 'email', label: 'E-mail' },
    { ...base, key: 'topic', kind: 'select', label: 'Temat', options: [{ value: 'offer', label: 'Oferta' }, { value: 'other', label: 'Inne' }] },
    { ...base, key: 'details', kind: 'textarea', label: 'Szczegóły', condition: { key: 'topic', value: 'other' } },
    { ...base, key: 'services', kind: 'checkboxes', label: 'Usługi', options: [{ value: 'www', label: 'Strona' }, { value: 'seo', label: 'SEO' }] },
    { ...base, key: 'budget', kind: 'number', label: 'Budżet', condition: { key: 'services', value: 'seo' } },
    { ...base, key: 'rodo', kind: 'consent', label: 'Zgoda', consent_text: 'Zgadzam się na kontakt', required: true },
    { ...base, key: 'source', kind: 'hidden', label: 'Źródło', value: 'embed' },
  ],
  texts: { submit: 'Wyślij', sending: 'Wysyłanie…', fix: 'Popraw zaznaczone pola.', failed: 'Nie udało się wysłać formularza.', required: 'wymagane' },
  confirmation: 'Dziękujemy!',
  redirect_url: '',
  token: 'signed-token',
};

type Answer = { status: number; body?: unknown } | Error;
const answer = (a: Answer) => (a instanceof Error ? Promise.reject(a) : Promise.resolve({
  ok: a.status >= 200 && a.status < 300, status: a.status, json: async () => a.body ?? null,
}));

let dom: JSDOM | null = null;
afterEach(() => {
  dom?.window.close();
  dom = null;
});

/** A website's page with the snippet; the script runs inline (jsdom loads no URLs), found by its page's tag. */
function mount(body: string, answers: Answer[], htmlLang = 'pl') {
  dom = new JSDOM(`<!doctype html><html lang="${htmlLang}"><head></head><body>${body}<script src="${API}${FORM_EMBED_SCRIPT_PATH}" async></script></body></html>`, {
    url: 'https://klient.example/kontakt', runScripts: 'dangerously',
  });
  const { window } = dom;
  const fetch = vi.fn((..._args: unknown[]) => answer(answers.shift() ?? new Error('no answer left')));
  Object.assign(window, { fetch });
  const script = window.document.createElement('script');
  script.textContent = SOURCE;
  window.document.body.appendChild(script);
  return { window, document: window.document, fetch };
}

const snippet = `<div data-harmony-form="${UUID}" data-lang="pl"></div>`;
const sent = (fetch: ReturnType<typeof mount>['fetch'], call: number) => (fetch.mock.calls[call]![1] as { body: URLSearchParams }).body;

describe('embed.js', () => {
  it('stays under the gzipped size limit and is plain script with no eval or inline handlers', () => {
    expect(gzipSync(SOURCE).length).toBeLessThan(FORM_EMBED_MAX_GZIP_BYTES);
    expect(SOURCE).toMatch(/^\(function \(\) \{\n {2}'use strict';/m);
    expect(SOURCE).not.toMatch(/\beval\(|new Function|innerHTML|setAttribute\('on/);
  });

  it('draws the form from the definition: names, labels, help, required marks, honeypot and token', async () => {
    const { document, fetch } = mount(snippet, [{ status: 200, body: definition }]);
    await vi.waitFor(() => expect(document.querySelector('form')).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([`${API}/api/public/forms/${UUID}?lang=pl`, { mode: 'cors', credentials: 'omit' }]);
    const form = document.querySelector('form')!;
    // The server validates: the browser must not stop an empty submit.
    expect(form.noValidate).toBe(true);
    expect(form.querySelector('[required]')).toBeNull();
    expect(form.querySelector('h3')!.textContent).toBe('Napisz do nas');

    const name = form.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect([name.type, name.placeholder, name.getAttribute('aria-required')]).toEqual(['text', 'Jan', 'true']);
    expect(form.querySelector(`label[for="${name.id}"]`)!.textContent).toBe('Imię *');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Jak mamy się zwracać');
    expect(form.querySelector<HTMLInputElement>('input[name="email"]')!.type).toBe('email');
    expect(form.querySelector<HTMLInputElement>('input[name="budget"]')!.getAttribute('inputmode')).toBe('decimal');
    const topic = form.querySelector<HTMLSelectElement>('select[name="topic"]')!;
    expect([...topic.options].map((o) => [o.value, o.textContent])).toEqual([['', '—'], ['offer', 'Oferta'], ['other', 'Inne']]);
    expect(form.querySelector('textarea[name="details"]')).not.toBeNull();
    const services = [...form.querySelectorAll<HTMLInputElement>('input[name="services[]"]')];
    expect(services.map((c) => [c.type, c.value])).toEqual([['checkbox', 'www'], ['checkbox', 'seo']]);
    expect(services[0]!.closest('fieldset')!.querySelector('legend')!.textContent).toBe('Usługi');
    const rodo = form.querySelector<HTMLInputElement>('input[name="rodo"]')!;
    expect([rodo.type, rodo.value]).toEqual(['checkbox', '1']);
    expect(form.querySelector(`label[for="${rodo.id}"]`)!.textContent).toBe('Zgadzam się na kontakt *');
    expect(form.querySelector<HTMLInputElement>('input[name="source"]')!.value).toBe('embed');
    // Ids are unique within the page.
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);

    const honeypot = form.querySelector<HTMLInputElement>(`input[name="${FORM_HONEYPOT_FIELD}"]`)!;
    expect([honeypot.type, honeypot.tabIndex, honeypot.getAttribute('autocomplete'), honeypot.value]).toEqual(['text', -1, 'off', '']);
    const trap = honeypot.closest<HTMLElement>('[aria-hidden="true"]')!;
    expect([trap.style.position, trap.style.left, trap.style.overflow]).toEqual(['absolute', '-10000px', 'hidden']);
    expect(form.querySelector<HTMLInputElement>(`input[name="${FORM_TOKEN_FIELD}"]`)!.value).toBe('signed-token');
    // The style sheet went in once, every rule scoped under our prefix.
    const style = document.querySelectorAll('head style');
    expect(style.length).toBe(1);
    for (const rule of style[0]!.textContent!.split('\n')) expect(rule).toMatch(/^\.hf-/);
  });

  it('shows a conditional field only while its condition holds, and disables it while hidden', async () => {
    const { window, document } = mount(snippet, [{ status: 200, body: definition }]);
    await vi.waitFor(() => expect(document.querySelector('form')).not.toBeNull());
    const details = document.querySelector<HTMLTextAreaElement>('textarea[name="details"]')!;
    const budget = document.querySelector<HTMLInputElement>('input[name="budget"]')!;
    const wrapOf = (el: Element) => el.closest('.hf-field') as HTMLElement;
    expect([wrapOf(details).hidden, details.disabled, wrapOf(budget).hidden, budget.disabled]).toEqual([true, true, true, true]);

    const topic = document.querySelector<HTMLSelectElement>('select[name="topic"]')!;
    topic.value = 'other';
    topic.dispatchEvent(new window.Event('change', { bubbles: true }));
    expect([wrapOf(details).hidden, details.disabled]).toEqual([false, false]);
    topic.value = 'offer';
    topic.dispatchEvent(new window.Event('change', { bubbles: true }));
    expect([wrapOf(details).hidden, details.disabled]).toEqual([true, true]);

    // A checkboxes field's condition holds when its checked values include the value.
    const seo = document.querySelector<HTMLInputElement>('input[name="services[]"][value="seo"]')!;
    seo.checked = true;
    seo.dispatchEvent(new window.Event('change', { bubbles: true }));
    expect([wrapOf(budget).hidden, budget.disabled]).toEqual([false, false]);
  });

  it('sends the fields URL-encoded when no file is chosen; on 422 puts each message under its field, a summary above and focus on the first; on 201 shows the confirmation', async () => {
    let release: (a: unknown) => void = () => undefined;
    const held = new Promise((resolve) => (release = resolve));
    const { window, document, fetch } = mount(snippet, [{ status: 200, body: definition }]);
    await vi.waitFor(() => expect(document.querySelector('form')).not.toBeNull());
    const form = document.querySelector('form')!;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const name = form.querySelector<HTMLInputElement>('input[name="name"]')!;
    form.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'jan@example.pl';

    fetch.mockImplementationOnce(() => held.then(() => answer({ status: 422, body: { message: 'x', errors: { name: ['Pole Imię jest wymagane'], rodo: ['Zgoda jest wymagana', 'druga'] } } })));
    button.click();
    // While sending: the button is off and says so.
    expect([button.disabled, button.textContent]).toEqual([true, 'Wysyłanie…']);
    release(null);
    await vi.waitFor(() => expect(button.disabled).toBe(false));

    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1] as [string, RequestInit];
    expect(url).toBe(`${API}/api/public/forms/${UUID}?lang=pl`);
    // No headers of ours: a CORS simple request.
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', credentials: 'omit' });
    expect(init.headers).toBeUndefined();
    // No file chosen: URL-encoded, as an HTML form sends it (multipart only carries files).
    const data = sent(fetch, 1);
    expect(data).toBeInstanceOf(window.URLSearchParams);
    expect([data.get('email'), data.get('name'), data.get(FORM_TOKEN_FIELD), data.get(FORM_HONEYPOT_FIELD), data.get('source')])
      .toEqual(['jan@example.pl', '', 'signed-token', '', 'embed']);
    // Hidden by their conditions: not sent, so the server neither checks nor keeps them.
    expect([data.has('details'), data.has('budget')]).toEqual([false, false]);

    const error = form.querySelector('[data-error-for="name"]')!;
    expect([error.textContent, (error as HTMLElement).hidden]).toEqual(['Pole Imię jest wymagane', false]);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')!.split(' ')).toContain(error.id);
    expect(form.querySelector('[data-error-for="rodo"]')!.textContent).toBe('Zgoda jest wymagana');
    expect(form.querySelector('[data-error-for="email"]')!.textContent).toBe('');
    const summary = form.querySelector<HTMLElement>('[data-harmony-summary]')!;
    expect([summary.getAttribute('role'), summary.hidden, summary.textContent]).toEqual(['alert', false, 'Popraw zaznaczone pola.']);
    expect(summary.compareDocumentPosition(name) & window.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.activeElement).toBe(name);

    // The next submit clears the errors first; 201 without a redirect replaces the form with the message.
    fetch.mockImplementationOnce(() => answer({ status: 201, body: { message: 'Dziękujemy, odezwiemy się.', redirect_url: '' } }));
    name.value = 'Jan';
    button.click();
    expect([name.hasAttribute('aria-invalid'), (error as HTMLElement).hidden, summary.hidden]).toEqual([false, true, true]);
    await vi.waitFor(() => expect(document.querySelector('[data-harmony-confirmation]')).not.toBeNull());
    const done = document.querySelector('[data-harmony-confirmation]')!;
    expect([done.getAttribute('role'), done.textContent]).toEqual(['status', 'Dziękujemy, odezwiemy się.']);
    expect(document.querySelector('form')).toBeNull();
  });

  it('shows the server message for another status, and texts.failed when the network fails', async () => {
    const { document, fetch } = mount(snippet, [{ status: 200, body: definition }, { status: 429, body: { message: 'Zbyt wiele prób.' } }, new Error('offline')]);
    await vi.waitFor(() => expect(document.querySelector('form')).not.toBeNull());
    const button = document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    const summary = document.querySelector<HTMLElement>('[data-harmony-summary]')!;
    button.click();
    await vi.waitFor(() => expect(summary.textContent).toBe('Zbyt wiele prób.'));
    button.click();
    await vi.waitFor(() => expect(summary.textContent).toBe('Nie udało się wysłać formularza.'));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect([summary.hidden, button.disabled, button.textContent]).toEqual([false, false, 'Wyślij']);
  });

  it('takes the API from data-api and the language from the page; a definition that fails says so; init draws forms added later once', async () => {
    const { window, document, fetch } = mount(
      `<div id="a" data-harmony-form="${UUID}" data-api="https://crm.agency.example/"></div>`,
      [new Error('offline'), { status: 200, body: { ...definition, lang: 'en' } }],
      'en-GB',
    );
    await vi.waitFor(() => expect(document.querySelector('#a')!.textContent).toBe('The form is unavailable.'));
    expect(fetch.mock.calls[0]![0]).toBe(`https://crm.agency.example/api/public/forms/${UUID}?lang=en`);

    const later = document.createElement('div');
    later.setAttribute('data-harmony-form', UUID);
    later.setAttribute('data-lang', 'pl');
    document.body.appendChild(later);
    const harmony = (window as unknown as { HarmonyForms: { init: () => void } }).HarmonyForms;
    harmony.init();
    harmony.init();
    await vi.waitFor(() => expect(later.querySelector('form')).not.toBeNull());
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![0]).toBe(`${API}/api/public/forms/${UUID}?lang=pl`);
  });
});
