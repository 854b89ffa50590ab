-- Files (issue 4): uploaded files of a tenant. The bytes live in a FileStorage
-- (local disk under <dataDir>/files or an S3-compatible bucket); this row holds the
-- metadata. file_path is the storage key, built by the server only
-- (<tenantId>/<yyyy>/<MM>/<id><suffix>), never from the uploader's file name.
-- access_key makes the preview URL unguessable (GET /api/sysFile/preview/{tenantId}/{id}/{accessKey}).

create table sys_file (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  provider text not null,
  bucket_name text,
  file_name text not null,
  suffix text not null,
  file_path text not null,
  folder text,
  size_kb bigint not null default 0,
  size_bytes bigint not null default 0,
  size_info text,
  url text not null,
  file_md5 text not null,
  file_type text not null,
  mime text not null,
  access_key text not null,
  create_time timestamptz not null default now(), update_time timestamptz,
  create_user_id bigint, create_user_name text, update_user_id bigint, update_user_name text,
  is_delete boolean not null default false, create_org_id bigint, create_org_name text,
  primary key (tenant_id, id)
);
create index sys_file_created on sys_file (tenant_id, create_time desc) where not is_delete;
create index sys_file_url on sys_file (tenant_id, url) where not is_delete;
select pf_tenant_table('sys_file');
