-- Issue 15, the remaining production features.
-- Cut-off release: one row per factory and cut-off instant the scheduled job (batchCutOff) released at,
-- written in the release's transaction; the unique (tenant, instant) makes a second run of the same
-- cut-off do nothing.
create table pro_batch_cutoff (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  cutoff_time timestamptz not null,
  batches int not null default 0, pieces int not null default 0,
  create_time timestamptz not null default now(),
  primary key (tenant_id, id)
);
create unique index pro_batch_cutoff_at on pro_batch_cutoff (tenant_id, cutoff_time);
select pf_tenant_table('pro_batch_cutoff');

-- Workstation capacity gets its screen (resource workstationCapacity): the resource engine writes who
-- added and changed a row.
alter table pro_workstation_capacity
  add column create_user_id bigint, add column create_user_name text,
  add column update_user_id bigint, add column update_user_name text;
