-- The direct-print and heat-print lists (0018) filter on the order's kind of work (print_kind in
-- {1,3} or {2,3}), which the page indexes of 0019 did not carry: measured by `npm run bench:orders`
-- on 1,000,000 orders, the factory's direct-print desk counted a month of its pending orders
-- (~6,800) by fetching every one of them from the heap to read print_kind — 48 ms per page, against
-- under 1 ms for the merchant's list, whose rows happen to lie together. With print_kind in the
-- INCLUDE lists the count is index-only again whichever list it is (same keys, same order).

drop index if exists oms_order_merchant_time;
create index oms_order_merchant_time on oms_order (tenant_id, order_time desc nulls last, id)
  include (factory_tenant_id, submit_state, approval_state, print_state, abnormal_flag, print_kind)
  where not is_delete;

drop index if exists oms_order_factory_time;
create index oms_order_factory_time on oms_order (factory_tenant_id, order_time desc nulls last, id)
  include (tenant_id, submit_state, approval_state, print_state, abnormal_flag, print_kind)
  where not is_delete and factory_tenant_id is not null;

drop index if exists oms_order_merchant_state;
create index oms_order_merchant_state on oms_order (tenant_id, submit_state, approval_state, order_time desc nulls last, id)
  include (factory_tenant_id, print_kind)
  where not is_delete;

drop index if exists oms_order_factory_state;
create index oms_order_factory_state on oms_order (factory_tenant_id, submit_state, approval_state, order_time desc nulls last, id)
  include (tenant_id, print_kind)
  where not is_delete and factory_tenant_id is not null;
