import { z } from 'zod';

/**
 * GET /api/dashboard/shop: the shop card of the dashboard and /panel. Each part is null for a caller without
 * its subject: orders and revenue need Sklep__zamowienia (revenue sums every order, so only a scope over all
 * orders sees it), low stock needs Sklep__produkty.
 */
export const shopSummaryRead = z.object({
  orders: z.object({
    /** Orders placed today (Europe/Warsaw). */
    today: z.number().int(),
    /** Gross revenue of the orders placed this month (Europe/Warsaw), less their refunds, in grosze. */
    revenue_month: z.number().int(),
    /** Drafts waiting to be placed. */
    drafts: z.number().int(),
  }).nullable(),
  low_stock: z.object({
    /** Active products at or under their low-stock threshold. */
    count: z.number().int(),
    /** The lowest five of them. */
    items: z.array(z.object({ id: z.number().int(), name: z.string(), sku: z.string(), stock: z.number().int(), low_stock_threshold: z.number().int() })),
  }).nullable(),
});
export type ShopSummary = z.infer<typeof shopSummaryRead>;
