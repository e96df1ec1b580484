import { expect } from 'vitest';

/** Rich text a hand-written request could send: a script, an event handler, a javascript: link, beside real text. */
export const HOSTILE_HTML = '<p>Dobry tekst</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">klik</a>'
  + '<p onclick="alert(4)">akapit</p>';

/** Stored or served HTML that kept the text and lost everything that could run. */
export function expectInert(html: string): void {
  expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  expect(html).toContain('Dobry tekst');
}
