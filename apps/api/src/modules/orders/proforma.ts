import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import type PDFDocument from 'pdfkit';
import {
  formatAmount, formatMoney, idParamSchema, ordersContract, outstandingOf, paidNetOf, proformaQuery, TIMEZONE, translate, type Locale,
  type OrderAddress,
} from '@harmony/shared';
import { settings } from '../../db/schema.js';
import { loadPdfKit } from '../../lib/files/heavy-libraries.js';
import { notFound } from '../../lib/http-errors.js';
import { orderDetails } from './repository.js';

/**
 * The pro-forma PDF (GET /api/orders/{id}/proforma.pdf?locale=pl|en): seller (the company settings), buyer
 * (what the order copied), number and dates, the items, the VAT summary per rate, the totals and, once anything
 * was paid, what was paid and what is left to pay — the same numbers the screen shows, read from the stored order. DejaVu Sans ships in apps/api/assets/fonts (Polish
 * letters, no internet), as the reports' PDFs use it.
 */
const font = (name: string) => fs.readFileSync(fileURLToPath(new URL(`../../../assets/fonts/${name}`, import.meta.url)));
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const M = 40;

type Doc = InstanceType<typeof PDFDocument>;
type Row = Record<string, unknown>;

const addressLines = (a: Partial<OrderAddress> | undefined) =>
  a ? [a.name, a.street, [a.postcode, a.city].filter(Boolean).join(' '), a.country].filter((x): x is string => Boolean(x)) : [];

function table(doc: Doc, columns: { label: string; width: number; right?: boolean }[], rows: string[][], bold = false) {
  const draw = (cells: string[], isBold: boolean) => {
    if (doc.y > doc.page.height - M - 40) doc.addPage();
    const y = doc.y;
    let x = M;
    doc.font(isBold ? 'Bold' : 'Regular').fontSize(8);
    const heights = cells.map((text, i) => doc.heightOfString(text, { width: columns[i]!.width - 6 }));
    cells.forEach((text, i) => {
      doc.text(text, x + 3, y + 3, { width: columns[i]!.width - 6, align: columns[i]!.right ? 'right' : 'left' });
      x += columns[i]!.width;
    });
    doc.y = y + Math.max(...heights) + 6;
    doc.moveTo(M, doc.y).lineTo(x, doc.y).lineWidth(0.4).stroke('#999999');
  };
  draw(columns.map((c) => c.label), true);
  rows.forEach((r, i) => draw(r, bold && i === rows.length - 1));
  doc.x = M;
}

export async function proformaPdf(order: Row, locale: Locale, seller: Record<string, string>): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(locale, `orders.${key}`, vars);
  const money = (g: number) => formatAmount(g, locale);
  const rate = (r: number | null) => (r === null ? t('zw') : `${r}%`);
  const day = (iso: unknown) => (iso ? new Intl.DateTimeFormat(locale === 'pl' ? 'pl-PL' : 'en-GB', { timeZone: TIMEZONE, dateStyle: 'short' }).format(new Date(iso as string)) : '—');
  const number = (order.number as string | null) ?? t('draftNumber', { id: order.id as number });

  fonts ??= { regular: font('DejaVuSans.ttf'), bold: font('DejaVuSans-Bold.ttf') };
  const doc = new (await loadPdfKit())({
    size: 'A4', margin: M, info: { Title: `${t('pdf.title')} ${number}`, Creator: '1CRM Harmony', Producer: '1CRM Harmony' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Regular', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  const width = doc.page.width - 2 * M;

  doc.font('Bold').fontSize(18).text(t('pdf.title'), M, M);
  doc.font('Regular').fontSize(10).text(`${t('pdf.number')}: ${number}`);
  doc.text(`${t('pdf.issued')}: ${day(new Date().toISOString())}   ${t('pdf.placed')}: ${day(order.placed_at ?? order.created_at)}`);
  doc.moveDown();

  const top = doc.y;
  const half = width / 2 - 10;
  const block = (title: string, lines: string[], x: number) => {
    doc.font('Bold').fontSize(10).text(title, x, top, { width: half });
    doc.font('Regular').fontSize(9);
    for (const line of lines) doc.text(line, x, doc.y, { width: half });
    return doc.y;
  };
  const customer = (order.customer_data ?? {}) as Record<string, string | null | undefined>;
  const sellerEnd = block(t('pdf.seller'), [seller.companyName, ...(seller.companyAddress ?? '').split('\n'),
    seller.companyNip ? `${t('pdf.nip')}: ${seller.companyNip}` : ''].filter((x): x is string => Boolean(x)), M);
  const buyerEnd = block(t('pdf.buyer'), [
    customer.company_name && customer.company_name !== customer.name ? customer.company_name : '',
    ...addressLines(order.billing_address as OrderAddress).filter((l, i) => i > 0 || l !== customer.company_name),
    customer.nip ? `${t('pdf.nip')}: ${customer.nip}` : '', customer.email ?? '', customer.phone ?? '',
  ].filter((x): x is string => Boolean(x)), M + width / 2 + 10);
  doc.x = M;
  doc.y = Math.max(sellerEnd, buyerEnd) + 16;

  const items = (order.items ?? []) as Row[];
  const itemRows = items.map((i, n) => [String(n + 1), `${i.name as string}${i.sku ? ` (${i.sku as string})` : ''}`, String(i.quantity),
    money(i.unit_net as number), String(i.discount_percent), rate(i.vat_rate as number | null), money(i.line_net as number), money(i.line_gross as number)]);
  if ((order.shipping_net as number) > 0) {
    const net = order.shipping_net as number;
    const vatRate = order.shipping_vat_rate as number | null;
    const gross = net + (vatRate ? Math.round((net * vatRate) / 100) : 0);
    itemRows.push([String(items.length + 1), `${t('pdf.shipping')}${order.shipping_method ? `: ${order.shipping_method as string}` : ''}`, '1', money(net), '0', rate(vatRate), money(net), money(gross)]);
  }
  const w = (f: number) => width * f;
  table(doc, [
    { label: t('pdf.lp'), width: w(0.05) }, { label: t('pdf.item'), width: w(0.35) }, { label: t('pdf.qty'), width: w(0.07), right: true },
    { label: t('pdf.unitNet'), width: w(0.12), right: true }, { label: t('pdf.discountPercent'), width: w(0.08), right: true },
    { label: t('pdf.rate'), width: w(0.07), right: true }, { label: t('pdf.net'), width: w(0.13), right: true }, { label: t('pdf.gross'), width: w(0.13), right: true },
  ], itemRows);
  if ((order.discount_gross as number) > 0) {
    doc.moveDown(0.5).font('Regular').fontSize(9).text(`${t('pdf.discount')}: −${formatMoney(order.discount_gross as number, locale)}`, { align: 'right', width });
  }
  doc.moveDown();
  doc.font('Bold').fontSize(10).text(t('pdf.summary'), M);
  doc.moveDown(0.3);
  const summary = (order.vat_summary ?? []) as { rate: number | null; net: number; vat: number; gross: number }[];
  table(doc, [
    { label: t('pdf.rate'), width: w(0.25) }, { label: t('pdf.net'), width: w(0.25), right: true },
    { label: t('pdf.vat'), width: w(0.25), right: true }, { label: t('pdf.gross'), width: w(0.25), right: true },
  ], [...summary.map((r) => [rate(r.rate), money(r.net), money(r.vat), money(r.gross)]),
    [t('pdf.total'), money(order.total_net as number), money(order.total_vat as number), money(order.total_gross as number)]], true);
  doc.moveDown();
  // As the details screen: once anything was paid, the total, what was paid net of refunds, and what is left.
  const total = order.total_gross as number;
  const paid = order.paid_amount as number;
  const refunded = order.refunded_amount as number;
  const right = (text: string) => doc.text(text, M, doc.y, { align: 'right', width });
  if (paid > 0) {
    doc.font('Regular').fontSize(10);
    right(`${t('pdf.orderTotal')}: ${formatMoney(total, locale)}`);
    right(`${t('pdf.paid')}: ${formatMoney(paidNetOf(paid, refunded), locale)}`);
  }
  doc.font('Bold').fontSize(13);
  right(`${t('pdf.toPay')}: ${formatMoney(outstandingOf(total, paid, refunded), locale)}`);
  doc.moveDown(2);
  doc.font('Regular').fontSize(8).fillColor('#666666').text(t('pdf.note'), M);
  doc.end();
  return done;
}

export function registerProforma(app: FastifyInstance): void {
  // A PDF has no answer schema (a file, not JSON).
  app.get(`${ordersContract.itemRoute}/proforma.pdf`, {
    config: { permission: ordersContract.permission, labels: ordersContract.labels },
    schema: { params: idParamSchema, querystring: proformaQuery },
  }, async (req, reply) => {
    const { id } = req.params as { id: number };
    const order = await orderDetails(app.db, id);
    if (!order) throw notFound();
    const locale = ((req.query as { locale?: Locale }).locale ?? order.locale ?? 'pl') as Locale;
    const keys = ['companyName', 'companyAddress', 'companyNip'];
    const rows = await app.db.select().from(settings).where(inArray(settings.key, keys));
    const pdf = await proformaPdf(order, locale, Object.fromEntries(rows.map((r) => [r.key, r.value])));
    const name = String(order.number ?? `draft-${id}`).replace(/\//g, '-');
    return reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="proforma-${name}.pdf"`).send(pdf);
  });
}
