-- Reprints at a direct-print station (issue 15 "reprint with a reason"): a printed piece's files dropped
-- into the hot folder again, with who, where and why. The log is the trail a supervisor reads when a
-- printer or an operator reprints more than they should.
create table pro_reprint (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  piece_id bigint not null, piece_code text not null, work_order_id bigint not null,
  workstation_id bigint not null, device_id bigint, process_id bigint not null,
  reason text not null,
  create_time timestamptz not null default now(), create_user_id bigint, create_user_name text,
  primary key (tenant_id, id)
);
create index pro_reprint_piece on pro_reprint (tenant_id, piece_id);
select pf_tenant_table('pro_reprint');
