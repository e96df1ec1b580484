import { FORM_EMBED_SCRIPT_PATH } from '@harmony/shared';
import type { Locale } from '@harmony/shared';
import { escapeHtml } from '../../lib/mail/index.js';
import type { LoadedForm } from './definition.js';

/** The iframe variant: a bare page on our own origin holding the same embed script as a website would. */
export function framePage(loaded: LoadedForm, lang: Locale): string {
  return [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(loaded.form.name)}</title></head>`,
    '<body style="margin:0;padding:8px;font-family:system-ui,Arial,sans-serif;">',
    `<div data-harmony-form="${escapeHtml(loaded.form.uuid)}" data-lang="${lang}"></div>`,
    `<script src="${FORM_EMBED_SCRIPT_PATH}" async></script>`,
    '</body></html>',
  ].join('\n');
}
