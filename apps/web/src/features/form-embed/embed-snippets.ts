import { FORM_EMBED_SCRIPT_PATH, formFramePath, type Locale } from '@harmony/shared';

/** Text for an HTML attribute in double quotes (a form's name in the iframe's title). */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What a website pastes to show a form (issue 27): the embed script — one script for every form, which draws the
 * form into its `div` in the page's look — or an iframe of the form's page on our origin. `origin` is where this
 * app runs (window.location.origin): the website loads both from here.
 */
export function embedSnippets(origin: string, uuid: string, lang: Locale, title: string) {
  return {
    script: `<div data-harmony-form="${uuid}" data-lang="${lang}"></div>\n<script src="${origin}${FORM_EMBED_SCRIPT_PATH}" async></script>`,
    iframe: `<iframe src="${origin}${formFramePath(uuid, lang)}" title="${attribute(title)}" style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>`,
  };
}
