-- Cancelling an order moves its status to the one the setting orderCancelledStatusId names. An existing
-- installation gets the order status named "Anulowane" when it has one (the demo seed's; a new installation
-- gets it from the demo seed); a value already set is kept. Without the setting, cancelling keeps the status.
INSERT INTO "settings" ("key", "value")
SELECT 'orderCancelledStatusId', s."id"::text
FROM "statuses" s
WHERE s."applies_to" = 'orders' AND s."name" = 'Anulowane'
ORDER BY s."position", s."id"
LIMIT 1
ON CONFLICT ("key") DO NOTHING;
