-- Issue 5, workforce (spec §9, KTG cal_*): teams and their members, shift plans with their
-- shifts and teams, holidays, and per-team calendar-day overrides. All TENANT tables.

-- Teams (KTG cal_team). member_count is kept by /api/team/setMembers for the list column.
create table mes_team (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text not null, name text not null,
  team_type int not null default 1,
  member_count int not null default 0,
  order_no int not null default 100, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_team_code on mes_team (tenant_id, code) where not is_delete;
select pf_tenant_table('mes_team');

-- Team members (KTG cal_team_member): users of the same tenant, replaced as a whole.
create table mes_team_member (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  team_id bigint not null, user_id bigint not null,
  create_time timestamptz not null default now(),
  create_user_id bigint, create_user_name text,
  primary key (tenant_id, id)
);
create unique index mes_team_member_user on mes_team_member (tenant_id, team_id, user_id);
create index mes_team_member_team on mes_team_member (tenant_id, team_id);
select pf_tenant_table('mes_team_member');

-- Shift plans (KTG cal_plan): team type, date range, shift mode (1 day, 2 two shifts,
-- 3 three shifts) and rotation cycle (1 day, 2 week, 3 month, 4 quarter).
create table mes_shift_plan (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  code text, name text not null,
  team_type int not null default 1,
  start_date date not null, end_date date not null,
  shift_mode int not null default 2,
  cycle int not null default 2,
  order_no int not null default 100, status int not null default 1, remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_shift_plan_code on mes_shift_plan (tenant_id, code) where not is_delete and code is not null;
select pf_tenant_table('mes_shift_plan');

-- The shifts of a plan (KTG cal_shift), sub-table `shifts` in array order.
create table mes_shift (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  plan_id bigint not null, sort_no int not null default 0,
  name text not null, start_time text not null, end_time text not null,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index mes_shift_plan_id on mes_shift (tenant_id, plan_id);
select pf_tenant_table('mes_shift');

-- The teams of a plan (KTG cal_plan_team), sub-table `teams`: the array order is the rotation order.
create table mes_shift_plan_team (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  plan_id bigint not null, sort_no int not null default 0,
  team_id bigint not null,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false,
  primary key (tenant_id, id)
);
create index mes_shift_plan_team_plan on mes_shift_plan_team (tenant_id, plan_id);
create index mes_shift_plan_team_team on mes_shift_plan_team (tenant_id, team_id);
select pf_tenant_table('mes_shift_plan_team');

-- Holidays (KTG cal_holiday): type 1 public holiday, 2 company rest, 3 make-up work day.
create table mes_holiday (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  holiday_date date not null, name text not null,
  holiday_type int not null default 1,
  remark text,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create unique index mes_holiday_date on mes_holiday (tenant_id, holiday_date) where not is_delete;
select pf_tenant_table('mes_holiday');

-- Calendar overrides: one team's day set by hand (kind 1 work, 2 rest, 3 holiday); removing
-- the row resets the day to what the plan and the holidays say.
create table mes_calendar_day (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  team_id bigint not null, day date not null,
  kind int not null,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  primary key (tenant_id, id)
);
create unique index mes_calendar_day_team_day on mes_calendar_day (tenant_id, team_id, day);
select pf_tenant_table('mes_calendar_day');
