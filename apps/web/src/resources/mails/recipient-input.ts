import { EMAIL, splitAddresses } from '@harmony/shared';

/** An address the API takes (the shared schema's test): anything else is shown as an error chip. */
export const isAddress = (email: string) => EMAIL.test(email) && email.length <= 255;

/** The chips after adding `added`: lower-cased, each once, in the order typed (the API reads them the same way). */
export const withAddresses = (current: readonly string[], added: readonly string[]) => splitAddresses([...current, ...added]);

/**
 * What a keystroke into the recipients' input makes chips of, and what stays typed. A comma, semicolon or new line
 * always ends an address; a space only ends one that has an `@`, since the same input searches the address book by
 * name ("Jan Kowalski").
 */
export function takeAddresses(text: string): { done: string[]; rest: string } {
  const parts = text.split(/[,;\r\n]+/);
  let rest = parts.pop() ?? '';
  const done = parts.flatMap((part) => part.split(/\s+/));
  for (let match = /^\s*(\S*@\S*)\s+([\s\S]*)$/.exec(rest); match; match = /^\s*(\S*@\S*)\s+([\s\S]*)$/.exec(rest)) {
    done.push(match[1]!);
    rest = match[2]!;
  }
  return { done: splitAddresses(done), rest: rest.trimStart() };
}

/** A pasted text that is a list (several addresses, or one with a separator): all of it becomes chips at once. */
export const isPastedList = (text: string) => /[\s,;]/.test(text.trim()) || /[,;]\s*$/.test(text);
