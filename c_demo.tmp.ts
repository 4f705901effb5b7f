import pg from 'pg'
const db = new pg.Pool({ connectionString: 'postgres://postgres:postgres@127.0.0.1:54439/suritickets' })
// Screenshot data only (local, not committed): some paid orders over the last 30 days for the demo organizer.
await db.query(`
  WITH types AS (
    SELECT tt.id, tt.event_id, tt.price, row_number() OVER (ORDER BY tt.id) - 1 AS idx
    FROM ticket_types tt JOIN events e ON e.id = tt.event_id WHERE e.organizer_id = 2 AND e.is_published AND tt.price > 0
  ), n AS (SELECT count(*) c FROM types)
  INSERT INTO orders (order_number, event_id, buyer_name, buyer_email, subtotal, platform_fee, payment_fee, payment_fee_btw, total,
                      status, payment_provider, channel, paid_at, created_at, lines)
  SELECT 'SHOT-' || g, t.event_id, 'Koper', 'k' || g || '@example.sr', q * t.price, round(q * t.price * 0.05, 2), round(q * t.price * 0.03, 2),
         round(q * t.price * 0.003, 2), q * t.price + round(q * t.price * 0.05, 2) + round(q * t.price * 0.03, 2) + round(q * t.price * 0.003, 2),
         'paid', 'uni5pay', CASE WHEN g % 6 = 0 THEN 'loket' ELSE 'online' END,
         now() - (((g * 7919) % 29) || ' days')::interval - ((g % 11) || ' hours')::interval, now() - interval '40 days',
         jsonb_build_array(jsonb_build_object('ticketTypeId', t.id, 'quantity', q))
  FROM generate_series(1, 90) g CROSS JOIN LATERAL (SELECT 1 + g % 3 AS q) qq JOIN types t ON t.idx = g % (SELECT c FROM n)
  ON CONFLICT DO NOTHING`)
await db.query(`
  INSERT INTO tickets (order_id, event_id, ticket_type_id, qr_code, purchase_price, is_checked_in)
  SELECT o.id, o.event_id, (o.lines->0->>'ticketTypeId')::int, 'SHOT-' || o.id || '-' || k, 0, k = 1 AND o.id % 4 = 0
  FROM orders o CROSS JOIN LATERAL generate_series(1, (o.lines->0->>'quantity')::int) k
  WHERE o.order_number LIKE 'SHOT-%' AND NOT EXISTS (SELECT 1 FROM tickets x WHERE x.order_id = o.id)`)
console.log((await db.query(`SELECT count(*) FROM orders WHERE order_number LIKE 'SHOT-%'`)).rows)
await db.end()
