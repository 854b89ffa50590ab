-- Reports › Order report (resource orderReport, packages/contract/src/orders/report.ts): the factory's
-- received orders with two computed columns, read by the resource engine like a table.
--
-- security_invoker: the view reads oms_order with the caller's rights, so oms_order's row-level
-- security (tenant_isolation, factory_desk) applies to the application role exactly as on the
-- desk's lists; without it a view reads as its owner, past row-level security. The where clause
-- is the factory desk's "received" (from submission on, or rejected back), stated again so the
-- report never depends on the policy alone.
--
-- The view is inlined into the engine's statements: the page sorted by order time walks the
-- factory's page index oms_order_factory_time (factory_tenant_id, order_time desc nulls last, id),
-- and its count never computes the two columns.
--
--   lead_hours  hours from submission to shipping; not shipped yet and still submitted: to now;
--               none for an order that left the flow unshipped (cancelled, rejected back)
--   late        not shipped 3 days (ORDER_LATE_AFTER_DAYS, contract dashboard.ts; the order report
--               suite fails if they differ) after its order time: a submitted order not shipped and
--               placed longer ago — the workbench's rule (modules/orders/figures.ts) — or a shipped
--               order that left later than that
create view oms_order_report with (security_invoker = true) as
  select o.tenant_id, o.id, o.factory_tenant_id, o.is_delete,
         o.create_time, o.update_time, o.create_user_id, o.create_user_name, o.update_user_id, o.update_user_name,
         o.create_org_id, o.create_org_name,
         o.order_code, o.merchant_name, o.shop_name, o.source, o.print_kind,
         o.order_time, o.submit_time, o.review_time, o.shipping_time, o.tracking_no,
         o.product_count, o.total_amount, o.freight,
         o.submit_state, o.approval_state, o.production_state, o.shipping_state, o.abnormal_flag,
         round(extract(epoch from (case when o.shipping_state = 1 then o.shipping_time
                                        when o.submit_state = 1 then now() end) - o.submit_time) / 3600, 1) as lead_hours,
         case when o.shipping_state = 1 then coalesce(o.shipping_time > o.order_time + interval '3 days', false)
              else o.submit_state = 1 and o.order_time < now() - interval '3 days' end as late
    from oms_order o
   where o.submit_state <> 0 or o.approval_state = 2;
grant select on oms_order_report to printfloor_app;
comment on view oms_order_report is 'TENANT';
