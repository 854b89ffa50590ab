-- Order pages at volume (issue 13 "Speed and scale"; measured by `npm run bench:orders` over
-- 1,000,000 orders). A page is one statement (ResourceStore.pageStatement): the count of the rows
-- matching the filters, and the first 20 of them ordered `order_time desc nulls last, id`.
--
-- What the plans showed with 0015's indexes, on a month of one factory's pending orders (~9,000 of
-- its ~40,000 orders that month):
--   * the sort was not served by any index: the engine orders `desc nulls last, id` and the
--     indexes were `order_time desc` (nulls first) without id, so every page read all ~40,000
--     orders of the month and sorted them (top-N heapsort) for 20 rows;
--   * the count read the same ~40,000 rows from the heap (21,000 pages: orders of one factory are
--     spread over the whole table) to test submit_state and approval_state, which no index held,
--     and row-level security's policies (tenant_isolation OR factory_desk) need tenant_id,
--     factory_tenant_id, submit_state and approval_state of every row as well;
--   * 3.2 s cold, and tens of ms warm, for one page of 20 rows; the count was most of it.
--
-- The indexes below hold, for each side, the caller's tenant column, the filters of the lists'
-- main tabs (submit_state, approval_state) as equality keys, then the page's exact order
-- (order_time desc nulls last, id); INCLUDE adds the other columns the policies read. So:
--   * the page is an index scan in order that stops after 20 rows (20 heap fetches);
--   * the count is an index-only scan over the matching entries (no heap: the visibility map
--     of a vacuumed table), policies evaluated on the index tuple.
-- The time indexes are rebuilt the same way for lists without a state filter (the search, "all",
-- and tabCounts, which counts every tab under the page's time range: it also needs print_state
-- and abnormal_flag, which the INCLUDE lists carry).
--
-- order_time is `not null`, so `nulls last` changes no result; it is there because the planner
-- only uses an index whose order matches the query's to the letter.

drop index if exists oms_order_merchant_time;
create index oms_order_merchant_time on oms_order (tenant_id, order_time desc nulls last, id)
  include (factory_tenant_id, submit_state, approval_state, print_state, abnormal_flag)
  where not is_delete;

drop index if exists oms_order_factory_time;
create index oms_order_factory_time on oms_order (factory_tenant_id, order_time desc nulls last, id)
  include (tenant_id, submit_state, approval_state, print_state, abnormal_flag)
  where not is_delete and factory_tenant_id is not null;

-- The tabs (drafts, pending review, passed, cancelled…): submit_state and approval_state fixed.
create index oms_order_merchant_state on oms_order (tenant_id, submit_state, approval_state, order_time desc nulls last, id)
  include (factory_tenant_id)
  where not is_delete;

create index oms_order_factory_state on oms_order (factory_tenant_id, submit_state, approval_state, order_time desc nulls last, id)
  include (tenant_id)
  where not is_delete and factory_tenant_id is not null;

-- Row-level security per index entry. The policies compared tenant_id and factory_tenant_id with
-- pf_current_tenant(), which PostgreSQL inlines to nullif(current_setting(…), '')::bigint and
-- evaluates for every row the scan returns — twice per row for the factory (the first branch of
-- the OR fails, the second matches): counting a month of one factory's pending orders (~9,000
-- index entries) took three times as long as the same count as the owner. Written as a scalar
-- subquery, the tenant is computed once per statement (an InitPlan) and each row compares two
-- bigints: the count costs about a third more than without row-level security. Same rules.
alter policy tenant_isolation on oms_order
  using (tenant_id = (select pf_current_tenant()))
  with check (tenant_id = (select pf_current_tenant()));
alter policy factory_desk on oms_order
  using (factory_tenant_id = (select pf_current_tenant()) and (submit_state <> 0 or approval_state = 2))
  with check (factory_tenant_id = (select pf_current_tenant()));
