import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type PDFDocument from 'pdfkit';
import { loadPdfKit } from '../../lib/files/heavy-libraries.js';
import type { FastifyRequest } from 'fastify';
import { TIMEZONE } from '@harmony/shared';
import { DECIMALS } from './csv.js';
import type { Cell, Column, ReportDoc, Section } from './document.js';

/**
 * A report as a PDF (pdfkit): title, period, then each table with a repeated header row on every page and
 * a bold totals row; page numbers in the footer. PDF's built-in fonts have no Polish letters, so the
 * DejaVu Sans shipped in apps/api/assets/fonts is embedded (as a subset of the glyphs used).
 */
const font = (name: string) => fs.readFileSync(fileURLToPath(new URL(`../../../assets/fonts/${name}`, import.meta.url)));
const REGULAR = font('DejaVuSans.ttf');
const BOLD = font('DejaVuSans-Bold.ttf');

const MARGIN = 36;
const ROW = 16;
const SIZE = 8.5;
const PAD = 4;
const HEADER_FILL = '#f5e3b8';
const ZEBRA_FILL = '#f6f6f6';

type Doc = InstanceType<typeof PDFDocument>;

function numberFormats(locale: string) {
  const make = (digits: number) => new Intl.NumberFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', {
    minimumFractionDigits: digits, maximumFractionDigits: digits,
  });
  const by = { minutes: make(0), hours: make(2), money: make(2), percent: make(DECIMALS.percent) };
  // Some ICU versions group with a narrow no-break space; the plain one is in every font.
  return (c: Column, value: Cell): string => {
    if (value === null || value === undefined) return '';
    if (c.kind === 'text' || typeof value !== 'number') return String(value);
    const text = by[c.kind].format(value).replace(/\u202f/g, '\u00a0');
    return c.kind === 'percent' ? `${text}\u00a0%` : text;
  };
}

/** The text cut with an ellipsis to fit `width` points at the current font. */
function fit(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

class TableWriter {
  private readonly widths: number[];
  private readonly bottom: number;

  constructor(
    private readonly doc: Doc,
    private readonly section: Section,
    private readonly format: (c: Column, v: Cell) => string,
  ) {
    const width = doc.page.width - 2 * MARGIN;
    const weights = section.columns.map((c) => c.weight ?? (c.kind === 'text' ? 3 : 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    this.widths = weights.map((w) => (width * w) / sum);
    this.bottom = doc.page.height - MARGIN - 14;
  }

  /** Header labels wrap onto more lines instead of being cut. */
  private header() {
    const { doc } = this;
    doc.font('Bold').fontSize(SIZE);
    const heights = this.section.columns.map((c, i) => doc.heightOfString(c.label, { width: this.widths[i]! - 2 * PAD }));
    const height = Math.max(ROW, Math.max(...heights) + 6);
    if (doc.y + height + ROW > this.bottom) doc.addPage();
    const y = doc.y;
    doc.rect(MARGIN, y, doc.page.width - 2 * MARGIN, height).fill(HEADER_FILL);
    doc.fillColor('#000000');
    let x = MARGIN;
    this.section.columns.forEach((c, i) => {
      const w = this.widths[i]!;
      doc.text(c.label, x + PAD, y + 3, { width: w - 2 * PAD, align: c.kind === 'text' ? 'left' : 'right' });
      x += w;
    });
    doc.x = MARGIN;
    doc.y = y + height;
  }

  private row(values: Record<string, Cell>, style: 'body' | 'zebra' | 'totals') {
    const { doc } = this;
    if (doc.y + ROW > this.bottom) {
      doc.addPage();
      this.header();
    }
    const y = doc.y;
    const width = doc.page.width - 2 * MARGIN;
    if (style === 'zebra') doc.rect(MARGIN, y, width, ROW).fill(ZEBRA_FILL);
    if (style === 'totals') doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.8).stroke('#333333');
    doc.fillColor('#000000').font(style === 'totals' ? 'Bold' : 'Regular').fontSize(SIZE);
    let x = MARGIN;
    this.section.columns.forEach((c, i) => {
      const w = this.widths[i]!;
      const text = fit(doc, this.format(c, values[c.key] ?? null), w - 2 * PAD);
      const tx = c.kind === 'text' ? x + PAD : x + w - PAD - doc.widthOfString(text);
      doc.text(text, tx, y + (ROW - SIZE) / 2 - 1, { lineBreak: false });
      x += w;
    });
    doc.x = MARGIN;
    doc.y = y + ROW;
  }

  write(emptyText: string) {
    this.header();
    this.section.rows.forEach((r, i) => this.row(r, i % 2 ? 'zebra' : 'body'));
    if (!this.section.rows.length) {
      this.doc.font('Regular').fontSize(SIZE).fillColor('#666666').text(emptyText, MARGIN + PAD, this.doc.y + 4, { lineBreak: false });
      this.doc.x = MARGIN;
      this.doc.y += ROW;
    }
    this.row(this.section.totals, 'totals');
  }
}

export async function reportPdf(req: FastifyRequest, doc: ReportDoc, now = new Date()): Promise<Buffer> {
  const pdf = new (await loadPdfKit())({
    size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true,
    info: { Title: doc.title, Subject: doc.period, Creator: '1CRM Harmony', Producer: '1CRM Harmony' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.registerFont('Regular', REGULAR);
  pdf.registerFont('Bold', BOLD);

  const format = numberFormats(req.locale);
  const generated = new Intl.DateTimeFormat(req.locale === 'pl' ? 'pl-PL' : 'en-GB', {
    timeZone: TIMEZONE, dateStyle: 'short', timeStyle: 'short',
  }).format(now);
  pdf.font('Bold').fontSize(16).fillColor('#000000').text(doc.title, MARGIN, MARGIN, { width: pdf.page.width - 2 * MARGIN });
  pdf.font('Regular').fontSize(10).text(doc.period);
  pdf.fontSize(8).fillColor('#666666').text(req.t('reports.generated', { date: generated }));
  pdf.moveDown(0.8);
  for (const section of doc.sections) {
    if (doc.sections.length > 1) {
      if (pdf.y + 3 * ROW > pdf.page.height - MARGIN - 14) pdf.addPage();
      pdf.font('Bold').fontSize(11).fillColor('#000000').text(section.title, MARGIN, pdf.y);
      pdf.moveDown(0.3);
    }
    new TableWriter(pdf, section, format).write(req.t('reports.empty'));
    pdf.moveDown(1);
  }

  const pages = pdf.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    pdf.switchToPage(pages.start + i);
    const y = pdf.page.height - MARGIN + 6;
    pdf.font('Regular').fontSize(7).fillColor('#666666');
    pdf.text(fit(pdf, doc.title, 400), MARGIN, y, { lineBreak: false });
    const label = req.t('reports.page', { page: i + 1, pages: pages.count });
    pdf.text(label, pdf.page.width - MARGIN - pdf.widthOfString(label), y, { lineBreak: false });
  }
  pdf.end();
  return done;
}
