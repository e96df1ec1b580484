/*
 * Harmony public forms: the embed script (issue 27). A website holds
 *   <div data-harmony-form="FORM-UUID" data-lang="pl"></div>
 *   <script src="https://harmony.example/api/public/forms/embed.js" async></script>
 * and this file draws the form from its definition and sends the answer back. It also runs in our own iframe
 * page, so it keeps to that page's CSP: no eval, no inline handlers, no style attributes (only CSSOM and one
 * <style> element). Served as-is, so it stays plain ES2017 with no build step; keep it under 10 KB gzipped
 * (FORM_EMBED_MAX_GZIP_BYTES).
 */
(function () {
  'use strict';

  // Loaded twice (two snippets on one page): the first copy's init covers every form, and its id counter
  // keeps the ids unique.
  if (window.HarmonyForms) {
    window.HarmonyForms.init();
    return;
  }

  // document.currentScript is only set while this file first runs, so the API's origin is taken now. An
  // inline or bundled copy has no src of its own: then the first script tag that loads us names it.
  const current = document.currentScript;
  const self = current && current.src ? current : document.querySelector('script[src*="/api/public/forms/embed.js"]');
  const ORIGIN = self ? new URL(self.src, location.href).origin : location.origin;
  const PATH = '/api/public/forms/';
  const STYLE_ID = 'hf-style';
  let count = 0;

  // Every selector sits under an .hf- class so the host page's own elements are never touched.
  const CSS = [
    '.hf-form{display:block;max-width:40rem;font:inherit;color:inherit}',
    '.hf-form .hf-field{display:block;margin:0 0 1rem;padding:0;border:0;min-width:0}',
    '.hf-form .hf-field>label,.hf-form legend{display:block;margin:0 0 .25rem;padding:0;font-weight:600}',
    '.hf-form .hf-input{display:block;box-sizing:border-box;width:100%;max-width:100%;margin:0;padding:.5rem;' +
      'border:1px solid #767676;border-radius:4px;background:#fff;color:#111;font:inherit}',
    '.hf-form textarea.hf-input{min-height:6rem;resize:vertical}',
    '.hf-form .hf-opt{display:flex;align-items:flex-start;gap:.5rem;margin:.25rem 0}',
    '.hf-form .hf-opt input{margin:.2rem 0 0;flex:none}',
    '.hf-form .hf-opt label{font-weight:400}',
    '.hf-form .hf-help{display:block;margin:.25rem 0 0;font-size:.875em;opacity:.8}',
    '.hf-form .hf-err{display:block;margin:.25rem 0 0;color:#b00020;font-size:.875em}',
    '.hf-form .hf-req{color:#b00020}',
    '.hf-form [aria-invalid="true"]{border-color:#b00020}',
    '.hf-form .hf-summary{margin:0 0 1rem;padding:.5rem .75rem;border:1px solid #b00020;border-radius:4px;color:#b00020}',
    '.hf-form :focus{outline:2px solid #1a5fb4;outline-offset:2px}',
    '.hf-form .hf-btn{padding:.6rem 1.25rem;border:0;border-radius:4px;background:#1a5fb4;color:#fff;font:inherit;cursor:pointer}',
    '.hf-form .hf-btn[disabled]{opacity:.6;cursor:wait}',
    '.hf-form .hf-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
    // A host page's `div{display:flex}` must not show what a condition hides.
    '.hf-form [hidden]{display:none!important}',
    '.hf-done{padding:.75rem 0;font:inherit}',
  ].join('\n');

  // The input type (and keyboard) each text-like kind gets; the server checks the values themselves.
  const INPUTS = {
    email: { type: 'email', autocomplete: 'email' },
    phone: { type: 'tel', autocomplete: 'tel' },
    number: { type: 'text', inputmode: 'decimal' },
    date: { type: 'date' },
    file: { type: 'file' },
  };

  /** An element with attributes (null/false skipped, true as an empty attribute; `text` is its text) and children. */
  function h(tag, attrs, kids) {
    const el = document.createElement(tag);
    Object.keys(attrs || {}).forEach((k) => {
      const v = attrs[k];
      if (v === null || v === undefined || v === false) return;
      if (k === 'text') el.textContent = v;
      else el.setAttribute(k, v === true ? '' : String(v));
    });
    (kids || []).forEach((kid) => kid && el.appendChild(kid));
    return el;
  }

  function addStyle() {
    if (document.getElementById(STYLE_ID)) return;
    (document.head || document.documentElement).appendChild(h('style', { id: STYLE_ID, text: CSS }));
  }

  function langOf(el) {
    const lang = el.getAttribute('data-lang');
    if (lang === 'pl' || lang === 'en') return lang;
    return /^en/i.test(document.documentElement.lang || '') ? 'en' : 'pl';
  }

  /** Every form on the page not drawn yet; marked first, so a second init while one loads skips it. */
  function init() {
    document.querySelectorAll('[data-harmony-form]').forEach((el) => {
      if (el.hasAttribute('data-harmony-ready')) return;
      el.setAttribute('data-harmony-ready', '');
      load(el);
    });
  }

  async function load(el) {
    const lang = langOf(el);
    const base = (el.getAttribute('data-api') || ORIGIN).replace(/\/+$/, '');
    const url = base + PATH + encodeURIComponent(el.getAttribute('data-harmony-form') || '') + '?lang=' + lang;
    let def = null;
    try {
      // No cookies: the website's visitor is nobody to us, and a credentialed request would need more CORS.
      const res = await fetch(url, { mode: 'cors', credentials: 'omit' });
      if (res.ok) def = await res.json();
    } catch (e) {
      // Offline, blocked by CORS (an origin the form does not allow) or not JSON: the fallback below.
    }
    el.textContent = '';
    if (!def || !Array.isArray(def.fields)) {
      // The definition's own texts never arrived, so this one text is ours.
      el.appendChild(h('p', { class: 'hf-off', role: 'status', text: lang === 'en' ? 'The form is unavailable.' : 'Formularz jest niedostępny.' }));
      return;
    }
    addStyle();
    el.appendChild(render(def, url, lang));
  }

  /** One field's wrapper, controls and error slot; `target` carries aria-describedby (a group's fieldset). */
  function field(f, fid, texts) {
    const it = { f: f, controls: [], helpId: f.help ? fid + '-h' : '', err: null, target: null, off: false };
    const star = () => f.required ? h('span', { class: 'hf-req', 'aria-hidden': 'true', title: texts.required, text: ' *' }) : null;
    const help = f.help ? h('div', { class: 'hf-help', id: it.helpId, text: f.help }) : null;
    // No `required` attribute: the browser would block a submit the server is there to answer.
    const control = (tag, attrs) => {
      const c = h(tag, Object.assign({ id: fid, name: f.key, class: 'hf-input', 'aria-required': f.required ? 'true' : null }, attrs));
      it.controls.push(c);
      return c;
    };
    const errSlot = () => (it.err = h('div', { class: 'hf-err', id: fid + '-e', 'data-error-for': f.key, hidden: true }));

    switch (f.kind) {
      case 'heading':
        it.wrap = h('div', { class: 'hf-field' }, [h('h3', { class: 'hf-h', text: f.label })]);
        break;
      case 'paragraph':
        it.wrap = h('div', { class: 'hf-field' }, [h('p', { class: 'hf-p', text: f.label }), help]);
        break;
      case 'hidden':
        it.wrap = h('div', { hidden: true }, [control('input', { type: 'hidden', value: f.value || '', class: null, 'aria-required': null })]);
        break;
      case 'radio':
      case 'checkboxes': {
        const many = f.kind === 'checkboxes';
        const options = (f.options || []).map((o, j) => {
          const c = h('input', { type: many ? 'checkbox' : 'radio', id: fid + '-' + j, name: many ? f.key + '[]' : f.key, value: o.value });
          it.controls.push(c);
          return h('div', { class: 'hf-opt' }, [c, h('label', { for: c.id, text: o.label })]);
        });
        // A radio group may say it is required; a group of checkboxes can't, so its legend says so in words.
        const legend = h('legend', { id: fid + '-l', text: f.label }, [star(), f.required && many ? h('span', { class: 'hf-sr', text: ' (' + texts.required + ')' }) : null]);
        it.wrap = it.target = h('fieldset', {
          class: 'hf-field', role: many ? null : 'radiogroup', 'aria-labelledby': many ? null : legend.id,
          'aria-required': f.required && !many ? 'true' : null,
        }, [legend].concat(options, [help, errSlot()]));
        break;
      }
      case 'consent': {
        const c = control('input', { type: 'checkbox', value: '1', class: null });
        it.wrap = h('div', { class: 'hf-field' }, [
          h('div', { class: 'hf-opt' }, [c, h('label', { for: fid, text: f.consent_text || f.label }, [star()])]), help, errSlot(),
        ]);
        break;
      }
      default: {
        let c;
        if (f.kind === 'textarea') c = control('textarea', { rows: 4, placeholder: f.placeholder || null });
        else if (f.kind === 'select') {
          c = control('select', {});
          c.appendChild(h('option', { value: '', text: f.placeholder || '—' }));
          (f.options || []).forEach((o) => c.appendChild(h('option', { value: o.value, text: o.label })));
        } else if (f.kind === 'file') c = control('input', { type: 'file', accept: f.accept || null });
        else c = control('input', Object.assign({ type: 'text', placeholder: f.placeholder || null }, INPUTS[f.kind]));
        it.wrap = h('div', { class: 'hf-field' }, [h('label', { for: fid, text: f.label }, [star()]), c, help, errSlot()]);
      }
    }
    it.target = it.target || it.controls[0] || null;
    describe(it, false);
    return it;
  }

  /** Links a field's help (and its error, when shown) to its control, and marks it (in)valid. */
  function describe(it, invalid) {
    if (!it.target) return;
    const ids = [it.helpId, invalid && it.err ? it.err.id : ''].filter(Boolean).join(' ');
    if (ids) it.target.setAttribute('aria-describedby', ids);
    else it.target.removeAttribute('aria-describedby');
    if (it.err) {
      it.err.hidden = !invalid;
      if (!invalid) it.err.textContent = '';
    }
    it.controls.forEach((c) => (invalid ? c.setAttribute('aria-invalid', 'true') : c.removeAttribute('aria-invalid')));
  }

  /**
   * Shows a field only while the field its condition names holds the value, as the server decides it: from what
   * is sent. A hidden field's controls are disabled, so they are not sent either, and a condition on a hidden
   * field reads it as empty; repeat until nothing changes, as conditions may chain.
   */
  function applyConditions(form, items) {
    for (let pass = 0; pass <= items.length; pass++) {
      const data = new FormData(form);
      let changed = false;
      items.forEach((it) => {
        const cond = it.f.condition;
        if (!cond) return;
        const other = items.find((o) => o.f.key === cond.key);
        let values = data.getAll(cond.key).concat(data.getAll(cond.key + '[]')).map((v) => (typeof v === 'string' ? v.trim() : ''));
        // A single value that was not sent is the server's empty text; a list of checkboxes stays an empty list.
        if (!values.length && !(other && other.f.kind === 'checkboxes')) values = [''];
        const off = values.indexOf(cond.value) < 0;
        if (off === it.off) return;
        it.off = off;
        changed = true;
        it.wrap.hidden = off || it.f.kind === 'hidden';
        it.controls.forEach((c) => (c.disabled = off));
      });
      if (!changed) break;
    }
  }

  function render(def, url, lang) {
    const id = 'hf' + ++count;
    const texts = def.texts || {};
    // novalidate: the server's messages are the ones the visitor sees, in the form's language.
    const form = h('form', { class: 'hf-form', novalidate: true, lang: def.lang || lang });
    const summary = h('div', { class: 'hf-summary', role: 'alert', 'data-harmony-summary': '', hidden: true });
    const items = def.fields.map((f, i) => field(f, id + '-f' + i, texts));
    const button = h('button', { type: 'submit', class: 'hf-btn', text: texts.submit });

    // The honeypot: off-screen and out of the Tab order for people, a plain text box for bots. Placed by
    // CSSOM, which a strict style-src allows, so it never shows even where our <style> is refused.
    const honeypot = h('div', { 'aria-hidden': 'true' }, [
      h('label', { for: id + '-hp', text: lang === 'en' ? 'Leave empty' : 'Zostaw puste' }),
      h('input', { type: 'text', id: id + '-hp', name: '_website', tabindex: '-1', autocomplete: 'off' }),
    ]);
    Object.assign(honeypot.style, { position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' });

    form.appendChild(summary);
    items.forEach((it) => form.appendChild(it.wrap));
    form.appendChild(honeypot);
    // The signed time of loading: an answer sent too soon after it is a bot's.
    form.appendChild(h('input', { type: 'hidden', name: '_token', value: def.token || '' }));
    form.appendChild(h('div', { class: 'hf-actions' }, [button]));

    const update = () => applyConditions(form, items);
    form.addEventListener('input', update);
    form.addEventListener('change', update);
    update();

    let busy = false;
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      if (busy) return;
      busy = true;
      items.forEach((it) => describe(it, false));
      summary.hidden = true;
      summary.textContent = '';
      button.disabled = true;
      button.textContent = texts.sending;
      form.setAttribute('aria-busy', 'true');

      let res = null;
      let body = {};
      try {
        // Either body stays a CORS simple request (no custom headers): no preflight to allow. With no file chosen the
        // fields go URL-encoded, as a plain HTML form sends them, which the server reads at a fraction of multipart's cost.
        const data = new FormData(form);
        const fields = new URLSearchParams();
        let files = false;
        data.forEach((v, k) => (typeof v === 'string' ? fields.append(k, v) : (files = files || v.name !== '')));
        res = await fetch(url, { method: 'POST', body: files ? data : fields, mode: 'cors', credentials: 'omit' });
        body = (await res.json().catch(() => null)) || {};
      } catch (err) {
        // A network failure: the summary says texts.failed below.
      }
      busy = false;
      button.disabled = false;
      button.textContent = texts.submit;
      form.removeAttribute('aria-busy');

      if (res && res.status === 201) return done(form, body, def);

      // 422: each shown field's first message under it, in the fields' order so focus goes to the first one.
      let first = null;
      if (res && res.status === 422 && body.errors) {
        items.forEach((it) => {
          const messages = body.errors[it.f.key];
          if (!messages || !it.err || it.wrap.hidden) return;
          it.err.textContent = [].concat(messages)[0];
          describe(it, true);
          first = first || it.controls[0];
        });
      }
      // No field of ours to point at (another status, or an error on a field the visitor can't see): the
      // server's own message says what went wrong.
      summary.textContent = first ? texts.fix : body.message || texts.failed;
      summary.hidden = false;
      if (first) first.focus();
    });
    return form;
  }

  function done(form, body, def) {
    const to = body.redirect_url || '';
    // Only a web address: a javascript: URL here would run on the host page.
    if (/^https?:\/\//i.test(to)) {
      window.location.href = to;
      return;
    }
    const box = h('div', { class: 'hf-done', role: 'status', tabindex: '-1', 'data-harmony-confirmation': '', text: body.message || def.confirmation });
    form.parentNode.replaceChild(box, form);
    // The button the visitor was on is gone: keep keyboard focus at the answer.
    box.focus();
  }

  window.HarmonyForms = { init: init };
  // An async script may run before the page's end: wait for it, or the forms below us are missed.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
