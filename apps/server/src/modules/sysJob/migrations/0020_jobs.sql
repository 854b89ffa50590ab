-- Scheduled jobs (issue 14; admin-net-contract §9.2 SysJobDetail, SysJobTrigger, SysJobTriggerRecord,
-- SysJobCluster). GLOBAL: jobs belong to the platform, not to a tenant (a job that works for
-- tenants, such as an order sync, loops over them itself).
--
-- Exactly once across instances: a fire is claimed by moving its trigger's next_run_time
-- forward with `where next_run_time = <due>` (one instance wins) and, in the same statement,
-- inserting its run row, unique on (job_id, trigger_id, fire_time).

-- A job: the handler it runs (job_type = the name given to registerJob) and its settings.
create table sys_job_detail (
  id bigint primary key default nextval('pf_id_seq'),
  job_id text not null unique,
  group_name text not null default 'default',
  job_type text not null,
  assembly_name text,
  description text,
  -- false: a fire while a run of this job is still going is recorded as blocked, not run
  concurrent boolean not null default true,
  include_annotation boolean not null default false,
  properties jsonb not null default '{}'::jsonb,
  -- 0 built in (registered by code), 1 script, 2 HTTP (Admin.NET's JobCreateTypeEnum)
  create_type int not null default 0,
  script_code text,
  create_time timestamptz not null default now(),
  update_time timestamptz
);
select pf_global_table('sys_job_detail');

-- When a job fires: a cron expression (args) read in time_zone. status is Sundial's
-- TriggerStatus: 1 ready (armed), 3 paused, 6 archived (end time or run limit), 7 panic (error limit).
create table sys_job_trigger (
  id bigint primary key default nextval('pf_id_seq'),
  trigger_id text not null,
  job_id text not null references sys_job_detail (job_id) on delete cascade on update cascade,
  trigger_type text not null default 'cron',
  assembly_name text,
  args text not null,
  time_zone text not null default 'Asia/Shanghai',
  description text,
  status int not null default 1,
  start_time timestamptz,
  end_time timestamptz,
  last_run_time timestamptz,
  next_run_time timestamptz,
  number_of_runs int not null default 0,
  max_number_of_runs int not null default 0,
  number_of_errors int not null default 0,
  max_number_of_errors int not null default 0,
  num_retries int not null default 0,
  retry_timeout int not null default 1000,
  start_now boolean not null default true,
  run_on_start boolean not null default false,
  reset_only_once boolean not null default true,
  create_time timestamptz not null default now(),
  update_time timestamptz
);
create unique index sys_job_trigger_key on sys_job_trigger (job_id, trigger_id);
-- The scheduler's one statement per tick reads armed triggers by next fire.
create index sys_job_trigger_due on sys_job_trigger (next_run_time) where status = 1;
select pf_global_table('sys_job_trigger');

-- One row per fire (or manual run): who ran it, how long, how it ended. trigger_id '' = run now.
-- status: 0 running, 1 succeeded, 2 failed, 3 blocked (not concurrent), 4 cancelled, 5 interrupted.
create table sys_job_trigger_record (
  id bigint primary key default nextval('pf_id_seq'),
  job_id text not null,
  trigger_id text not null,
  fire_time timestamptz not null,
  instance_id text not null,
  status int not null default 0,
  attempt int not null default 1,
  manual boolean not null default false,
  start_time timestamptz not null default now(),
  finish_time timestamptz,
  duration_ms int,
  error text,
  create_time timestamptz not null default now()
);
create unique index sys_job_trigger_record_fire on sys_job_trigger_record (job_id, trigger_id, fire_time);
create index sys_job_trigger_record_time on sys_job_trigger_record (start_time desc);
create index sys_job_trigger_record_running on sys_job_trigger_record (instance_id) where status = 0;
select pf_global_table('sys_job_trigger_record');

-- Every server instance that runs a scheduler, with its heartbeat (stale when it stops beating).
create table sys_job_cluster (
  cluster_id text primary key,
  host text not null,
  pid int not null,
  start_time timestamptz not null default now(),
  heartbeat_time timestamptz not null default now(),
  stop_time timestamptz
);
select pf_global_table('sys_job_cluster');
