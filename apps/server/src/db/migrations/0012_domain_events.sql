-- Durable domain events (issue 11): the outbox, written in the transaction of the change.
-- Workers (src/events/worker.ts) deliver each event to every listener registered for its type,
-- after commit, at least once, in order per aggregate; NOTIFY pf_event only wakes them.

create table sys_event (
  tenant_id bigint not null,
  id bigint not null default nextval('pf_id_seq'),
  type text not null,
  aggregate_type text not null,
  aggregate_id bigint not null,
  payload jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id)
);
create index sys_event_aggregate on sys_event (tenant_id, aggregate_type, aggregate_id, id);
select pf_tenant_table('sys_event');

-- One row per (event, listener), created with the event: pending (status 0) until the
-- listener's transaction commits it done (1); dead (2) after its last failed attempt.
-- Being done in the listener's own transaction makes this row its processed-marker.
create table sys_event_delivery (
  tenant_id bigint not null,
  id bigint not null default nextval('pf_id_seq'),
  event_id bigint not null,
  listener text not null,
  aggregate_type text not null,
  aggregate_id bigint not null,
  status int not null default 0,
  attempts int not null default 0,
  next_at timestamptz not null default now(),
  last_error text,
  update_time timestamptz,
  primary key (tenant_id, id)
);
create unique index sys_event_delivery_key on sys_event_delivery (tenant_id, event_id, listener);
create index sys_event_delivery_due on sys_event_delivery (next_at, event_id) where status = 0;
create index sys_event_delivery_order on sys_event_delivery (tenant_id, listener, aggregate_type, aggregate_id, event_id)
  where status = 0;
select pf_tenant_table('sys_event_delivery');

-- The platform's view of every tenant's deliveries (resource sysEvent, platform only). Owned by
-- the migration role, so it reads past row-level security: only platform-only routes read it.
create view sys_event_log as
  select d.id, d.tenant_id as event_tenant_id, d.event_id, d.listener, d.status, d.attempts, d.last_error,
         d.next_at as next_time, e.type, e.aggregate_type, e.aggregate_id, e.payload::text as payload,
         e.created_at as create_time, d.update_time,
         null::bigint as create_user_id, null::text as create_user_name,
         null::bigint as update_user_id, null::text as update_user_name
    from sys_event_delivery d
    join sys_event e on e.tenant_id = d.tenant_id and e.id = d.event_id;
grant select on sys_event_log to printfloor_app;
comment on view sys_event_log is 'GLOBAL';
