-- Issue 15, merged work orders: pending work orders of one product merge into a new one (source 3,
-- "merged") that makes all their pieces; each merged work order keeps its order line and moves to
-- state 4 "merged", pointing at the one that makes its pieces. Split points them back to pending.
alter table pro_work_order add column merged_into_id bigint;
create index pro_work_order_merged_into on pro_work_order (tenant_id, merged_into_id) where merged_into_id is not null;
