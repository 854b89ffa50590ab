-- Production schedule (issue 15, Gantt): the capacity of a workstation in pieces per working hour
-- (a workstation without a row makes the planner's default). Tasks keep their plan in pro_task
-- (plan_start, plan_end, workstation_id); update_time is the reschedule's optimistic lock.
create table pro_workstation_capacity (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  workstation_id bigint not null,
  pieces_per_hour int not null check (pieces_per_hour > 0),
  create_time timestamptz not null default now(), update_time timestamptz,
  primary key (tenant_id, id)
);
create unique index pro_workstation_capacity_ws on pro_workstation_capacity (tenant_id, workstation_id);
select pf_tenant_table('pro_workstation_capacity');

-- The schedule reads a workstation's planned tasks over a range.
create index pro_task_workstation_plan on pro_task (tenant_id, workstation_id, plan_start) where plan_start is not null;
