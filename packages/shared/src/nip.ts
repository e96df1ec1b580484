/**
 * A Polish tax number (NIP): ten digits whose last is the checksum of the first nine (weights 6,5,7,2,3,4,5,6,7,
 * sum mod 11; a remainder of 10 is never issued). Written with hyphens or spaces ("123-456-32-18") or a "PL"
 * prefix as people copy it from invoices; `nipDigits` gives the digits alone, which is what is stored.
 */
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

export function nipDigits(text: string): string {
  return text.trim().replace(/^PL/i, '').replace(/[\s-]/g, '');
}

/** The check digit of nine digits, or null when their remainder is 10 (no valid NIP starts so). */
export function nipCheckDigit(nine: string): number | null {
  const sum = [...nine].reduce((acc, d, i) => acc + Number(d) * WEIGHTS[i]!, 0);
  const rest = sum % 11;
  return rest === 10 ? null : rest;
}

export function nipIsValid(text: string): boolean {
  const digits = nipDigits(text);
  if (!/^\d{10}$/.test(digits)) return false;
  return nipCheckDigit(digits.slice(0, 9)) === Number(digits[9]);
}
