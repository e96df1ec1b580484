import { DEMO_PASSWORD, formatRuleMessage, safeRedirectOr } from '@harmony/shared';
import { ApiError } from '../lib/api/api-error';
import { readCookie } from '../lib/api/cookies';
import { focusAfterPaint } from '../lib/hooks/focus-after-paint';
import { answerError, exchange } from '../lib/api/transport';
import { currentLocale, homePath, otherLocale, rememberLocale, switchLocalePath } from '../lib/i18n/locale';
import { readThemeMode } from '../lib/theme/theme-mode';
import { firstInvalid, LOGIN_FIELDS, loginFailure, validateLogin, type LoginErrors, type LoginValues } from '../features/auth/login-rules';
import { PAGE_PARTS, type PageTexts } from './page-parts';

/**
 * The script of the static sign-in page (build/static-login.ts writes the page from the app's own
 * components): it does what the app's form does (features/auth/use-login-form.ts) on that markup, without
 * React, MUI or the app's chunks, so the page is usable at once. Signed in, the browser goes to the
 * remembered path (when it is safe) or home, where the app starts. In the dark theme the page starts the app,
 * which draws the sign-in screen itself: the static page is drawn in the light theme only.
 */
const root = document.getElementById('root')!;

function startApp(): void {
  const entry = root.getAttribute(PAGE_PARTS.appEntry);
  document.querySelectorAll(`style[${PAGE_PARTS.style}]`).forEach((style) => style.remove());
  root.replaceChildren();
  if (entry) void import(/* @vite-ignore */ entry);
}

const byTestId = <T extends HTMLElement>(id: string) => root.querySelector<T>(`[data-testid="${id}"]`)!;
const templatePart = (id: string, selector: string) =>
  (document.getElementById(id) as HTMLTemplateElement).content.querySelector<HTMLElement>(selector)!;

function enhance(): void {
  const form = byTestId<HTMLFormElement>('login-form');
  const submit = byTestId<HTMLButtonElement>('login-submit');
  const inputs = { email: byTestId<HTMLInputElement>('login-email'), password: byTestId<HTMLInputElement>('login-password') };
  const texts = JSON.parse(document.getElementById(PAGE_PARTS.texts)!.textContent ?? '{}') as PageTexts;
  const locale = currentLocale();
  const fields = LOGIN_FIELDS.map((name) => fieldView(inputs[name]));
  let submitted = false;
  let sending = false;
  let formError: HTMLElement | null = null;

  const values = (): LoginValues => ({ email: inputs.email.value, password: inputs.password.value });
  const showErrors = (errors: LoginErrors, focus: boolean) => {
    LOGIN_FIELDS.forEach((name, i) => {
      const message = errors[name];
      fields[i]!.showError(message ? formatRuleMessage(message, locale, texts.fields[name]) : undefined);
    });
    const first = firstInvalid(errors);
    if (focus && first) inputs[first].focus();
  };
  const showFormError = (message: string | null) => {
    formError?.remove();
    formError = null;
    if (!message) return;
    formError = templatePart(PAGE_PARTS.formError, '.MuiAlert-root').cloneNode(true) as HTMLElement;
    formError.querySelector('.MuiAlert-message')!.textContent = message;
    form.prepend(formError);
  };
  const setSending = (on: boolean) => {
    sending = on;
    submit.disabled = on;
    submit.classList.toggle('Mui-disabled', on);
  };

  for (const field of fields) {
    field.input.addEventListener('input', () => {
      field.refresh();
      if (submitted) void validateLogin(values()).then((checked) => showErrors(checked.errors, false));
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    submitted = true;
    setSending(true);
    showFormError(null);
    void signIn().finally(() => setSending(false));
  });

  async function signIn(): Promise<void> {
    const checked = await validateLogin(values());
    if (!checked.body) return showErrors(checked.errors, true);
    showErrors({}, false);
    const answer = await exchange('/login', { method: 'POST', body: checked.body }).catch((error: unknown) =>
      error instanceof ApiError ? error : new ApiError(0, String(error), null),
    );
    if (!(answer instanceof ApiError) && answer.ok) {
      const redirect = new URLSearchParams(window.location.search).get('redirect');
      window.location.assign(safeRedirectOr(redirect, homePath(locale)));
      // The form stays disabled while the next page loads.
      return new Promise<void>(() => undefined);
    }
    const error = answer instanceof ApiError ? answer : answerError(answer);
    const failure = loginFailure(error);
    if ('errors' in failure) showErrors(failure.errors, true);
    // As the app's alerts do (lib/api/report.ts): the server's message, else the generic one.
    else showFormError(error.data?.message || texts.failed);
  }

  enhanceLanguageSwitch();
  enhanceDemoAccounts((email, password) => {
    inputs.email.value = email;
    inputs.password.value = password;
    fields.forEach((field) => field.refresh());
    showErrors({}, false);
  });
  focusAfterPaint(() => inputs.email);
  requestCsrfCookie();
}

/**
 * Any API answer hands out the CSRF cookies (apps/api/src/plugins/csrf.ts), and this page asks the API nothing
 * before the submit: without them the first sign-in would be refused (419) and sent again.
 */
function requestCsrfCookie(): void {
  if (readCookie('XSRF-TOKEN')) return;
  void fetch('/api/health', { credentials: 'include', headers: { Accept: 'application/json' } }).catch(() => undefined);
}

/**
 * One outlined field: the label sits on the outline while the field has the focus or a value (the classes
 * of a filled render, data-shrunk-class), and MUI's state classes show the focus and an error.
 */
function fieldView(input: HTMLInputElement) {
  const control = input.closest<HTMLElement>('.MuiFormControl-root')!;
  const label = control.querySelector<HTMLLabelElement>('label')!;
  const inputRoot = input.parentElement!;
  const shrinkable = [...control.querySelectorAll<HTMLElement>(`[${PAGE_PARTS.shrunkClass}]`)].map((element) => ({
    element,
    resting: element.getAttribute('class') ?? '',
    shrunk: element.getAttribute(PAGE_PARTS.shrunkClass) ?? '',
  }));
  const helperId = `${input.id}-helper`;
  let autofilled = false;

  const refresh = () => {
    const focused = document.activeElement === input;
    const shrunk = focused || autofilled || input.value !== '';
    for (const { element, resting, shrunk: filled } of shrinkable) element.setAttribute('class', shrunk ? filled : resting);
    label.setAttribute('data-shrink', String(shrunk));
    // Set after the classes above, which replace the whole attribute.
    for (const element of [label, inputRoot]) element.classList.toggle('Mui-focused', focused);
    const error = control.querySelector(`#${CSS.escape(helperId)}`) !== null;
    for (const element of [label, inputRoot]) element.classList.toggle('Mui-error', error);
  };

  const showError = (message: string | undefined) => {
    control.querySelector(`#${CSS.escape(helperId)}`)?.remove();
    if (message) {
      const helper = templatePart(PAGE_PARTS.fieldError, 'p').cloneNode(true) as HTMLElement;
      helper.id = helperId;
      helper.textContent = message;
      control.append(helper);
      input.setAttribute('aria-describedby', helperId);
    } else input.removeAttribute('aria-describedby');
    input.setAttribute('aria-invalid', String(Boolean(message)));
    refresh();
  };

  input.addEventListener('focus', refresh);
  input.addEventListener('blur', refresh);
  // The browser's autofill: MUI's input styles start these animations when it fills or clears a field.
  input.addEventListener('animationstart', (event) => {
    if (event.animationName === 'mui-auto-fill') autofilled = true;
    else if (event.animationName === 'mui-auto-fill-cancel') autofilled = false;
    refresh();
  });
  return { input, refresh, showError };
}

function enhanceLanguageSwitch(): void {
  byTestId<HTMLButtonElement>('language-switch').addEventListener('click', () => {
    const target = otherLocale(currentLocale());
    rememberLocale(target);
    const { pathname, search, hash } = window.location;
    window.location.assign(switchLocalePath(pathname, target, search, hash));
  });
}

function enhanceDemoAccounts(fill: (email: string, password: string) => void): void {
  const toggle = document.getElementById('demo-accounts-heading');
  const list = document.getElementById('demo-accounts-list');
  if (!toggle || !list) return;
  const chevron = toggle.querySelector<SVGElement>('.MuiButton-endIcon svg');
  toggle.addEventListener('click', () => {
    const open = list.hidden;
    list.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (chevron) chevron.style.transform = open ? 'rotate(180deg)' : 'none';
  });
  for (const button of list.querySelectorAll<HTMLButtonElement>('[data-testid^="demo-"]')) {
    const email = button.dataset.testid!.slice('demo-'.length);
    button.addEventListener('click', () => fill(email, DEMO_PASSWORD));
  }
}

// Last, once everything above is defined.
if (readThemeMode() === 'dark') startApp();
else enhance();
