const cell = (value: string) => (/[;"\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * An import's CSV template: semicolon-separated (what Polish Excel writes and opens), UTF-8 with a BOM so Excel
 * reads the diacritics, CRLF line ends.
 */
export function templateCsv(headers: string[], samples: string[][]): string {
  return `\uFEFF${[headers, ...samples].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** Saves a CSV text through a temporary link (no server round trip). */
export function downloadCsvText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
