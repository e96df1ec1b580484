import { describe, expect, it } from 'vitest';
import { embedSnippets } from './embed-snippets';

const UUID = '3f2b8c1e-5d4a-4b6c-9e7f-0a1b2c3d4e5f';

describe('the embed snippets', () => {
  it('give the script with the form’s div in the chosen language, loaded from this app’s origin', () => {
    expect(embedSnippets('https://crm.example.com', UUID, 'en', 'Kontakt').script).toBe(
      `<div data-harmony-form="${UUID}" data-lang="en"></div>\n<script src="https://crm.example.com/api/public/forms/embed.js" async></script>`,
    );
  });

  it('give the iframe of the form’s page in the chosen language, titled by the form (quoted safely)', () => {
    expect(embedSnippets('https://crm.example.com', UUID, 'pl', 'Zapytanie "ofertowe" <B&B>').iframe).toBe(
      `<iframe src="https://crm.example.com/api/public/forms/${UUID}/frame?lang=pl" title="Zapytanie &quot;ofertowe&quot; &lt;B&amp;B&gt;" `
        + 'style="width:100%;min-height:640px;border:0" loading="lazy"></iframe>',
    );
  });
});
