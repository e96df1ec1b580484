/** Names the static sign-in page's build writes (render.tsx, build/static-login.ts) and its script (main.ts) reads. */
export const PAGE_PARTS = {
  /** <template>: a field's error text, as MUI draws it under an outlined field. */
  fieldError: 'login-field-error',
  /** <template>: the message above the form (429 and other failures). */
  formError: 'login-form-error',
  /** <script type="application/json">: the texts the script needs (PageTexts). */
  texts: 'login-texts',
  /** On #root: the app's entry script, which the page starts when it must (the dark theme). */
  appEntry: 'data-app-entry',
  /** On an element whose classes differ when its field's label sits on the outline (focused or filled). */
  shrunkClass: 'data-shrunk-class',
  /** On the page's own <style>, removed when the app takes over. */
  style: 'data-login-static',
} as const;

export interface PageTexts {
  /** The fields' names in validation messages. */
  fields: Record<'email' | 'password', string>;
  /** A failure without a message of its own (the network, a 5xx without a body). */
  failed: string;
}
