import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { formatFileSize } from '../../lib/i18n/file-size';
import { checkBeforeUpload, problemsOf } from './upload-files';

const file = (name: string) => new File(['x'], name);

describe('files upload', () => {
  it('refuses before sending what the server would refuse by name or count', () => {
    expect(checkBeforeUpload([file('a.png'), file('b.pdf')], 'pl', 'za dużo')).toEqual([]);
    expect(checkBeforeUpload([file('a.png'), file('skrypt.exe')], 'pl', 'za dużo')).toEqual([
      { name: 'skrypt.exe', message: expect.stringMatching(/^Plik skrypt\.exe musi/) as string },
    ]);
    expect(checkBeforeUpload(Array.from({ length: 11 }, (_, i) => file(`${i}.png`)), 'pl', 'za dużo')).toEqual([{ name: '', message: 'za dużo' }]);
  });

  it('names the file of each files.N error of a refused upload', () => {
    const error = new ApiError(422, 'x', { message: 'x', errors: { 'files.1': ['Plik b.png jest za duży.'], files: ['Za dużo plików.'] } });
    expect(problemsOf(error, [file('a.png'), file('b.png')])).toEqual([
      { name: 'b.png', message: 'Plik b.png jest za duży.' },
      { name: '', message: 'Za dużo plików.' },
    ]);
  });

  it('writes sizes the reader\'s way', () => {
    expect(formatFileSize(512, 'pl')).toBe('512 B');
    expect(formatFileSize(1536, 'pl')).toBe('1,5 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
  });
});
