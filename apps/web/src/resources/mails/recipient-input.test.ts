import { describe, expect, it } from 'vitest';
import { isAddress, isPastedList, takeAddresses, withAddresses } from './recipient-input';

describe('the recipients’ typed text', () => {
  it('ends an address at a comma, a semicolon or a new line, keeping what follows typed', () => {
    expect(takeAddresses('Jan@Example.pl, ann')).toEqual({ done: ['jan@example.pl'], rest: 'ann' });
    expect(takeAddresses('a@x.pl;b@y.pl\nc@z')).toEqual({ done: ['a@x.pl', 'b@y.pl'], rest: 'c@z' });
    expect(takeAddresses('a@x.pl,')).toEqual({ done: ['a@x.pl'], rest: '' });
  });

  it('ends an address at a space only when it has an @: a name searched in the address book keeps its spaces', () => {
    expect(takeAddresses('Jan Kowal')).toEqual({ done: [], rest: 'Jan Kowal' });
    expect(takeAddresses('a@x.pl ')).toEqual({ done: ['a@x.pl'], rest: '' });
    expect(takeAddresses('a@x.pl b@y.pl Anna')).toEqual({ done: ['a@x.pl', 'b@y.pl'], rest: 'Anna' });
  });

  it('keeps an address that is none, to be shown as an error chip', () => {
    expect(takeAddresses('nie-adres, ')).toEqual({ done: ['nie-adres'], rest: '' });
    expect(isAddress('nie-adres')).toBe(false);
    expect(isAddress('jan@example.pl')).toBe(true);
  });

  it('adds each address once, lower-cased, after those already chosen', () => {
    expect(withAddresses(['a@x.pl'], ['B@y.pl', 'a@x.pl', ' '])).toEqual(['a@x.pl', 'b@y.pl']);
  });

  it('takes a pasted text with separators for a list', () => {
    expect(isPastedList('a@x.pl b@y.pl')).toBe(true);
    expect(isPastedList('a@x.pl;')).toBe(true);
    expect(isPastedList('a@x.pl')).toBe(false);
  });
});
