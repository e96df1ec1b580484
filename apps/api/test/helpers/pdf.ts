import zlib from 'node:zlib';

/**
 * The text a PDF shows: pdfkit writes embedded-font text as glyph ids (hex in TJ arrays); each font's
 * ToUnicode CMap (pdfkit writes `<first> <last> [<unicode> …]` ranges) turns them back into characters.
 * Enough of PDF to read what pdfkit writes.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const [dict, rest] = m[2]!.split(/stream\r?\n/);
    let stream: string | null = null;
    if (rest !== undefined) {
      const bytes = Buffer.from(rest.replace(/\r?\nendstream\s*$/, ''), 'latin1');
      stream = /FlateDecode/.test(dict!) ? zlib.inflateSync(bytes).toString('latin1') : bytes.toString('latin1');
    }
    objects.set(m[1]!, { dict: dict!, stream });
  }
  const cmaps = new Map<string, Map<number, string>>();
  for (const [, name, id] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)?.dict ?? '')?.[1];
    const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
    if (!cmap || cmaps.has(name!)) continue;
    const map = new Map<number, string>();
    const char = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));
    for (const r of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
      [...r[3]!.matchAll(/<([0-9a-f]+)>/gi)].forEach((h, i) => map.set(parseInt(r[1]!, 16) + i, char(h[1]!)));
    }
    cmaps.set(name!, map);
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/\bTJ\b|\bTj\b/.test(stream)) continue;
    let font = '';
    for (const op of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1]) font = op[1];
      else {
        const map = cmaps.get(font);
        const hex = [...op[2]!.matchAll(/<([0-9a-f]+)>/gi)].map((h) => h[1]).join('');
        lines.push((hex.match(/.{4}/g) ?? []).map((g) => map?.get(parseInt(g, 16)) ?? '?').join(''));
      }
    }
  }
  return lines.join('\n');
}
