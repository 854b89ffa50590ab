-- Authentication state is cached in every app instance (auth/auth-cache.ts): session checks,
-- button codes and userInfo. These triggers announce every change that can alter that state
-- with NOTIFY pf_auth (delivered at commit, to every listening instance, PGlite included),
-- and each instance drops its cache when it hears one. Statement-level: one notice per
-- statement, collapsed per transaction by PostgreSQL.

create or replace function pf_notify_auth() returns trigger language plpgsql as $$
begin
  perform pg_notify('pf_auth', TG_TABLE_NAME);
  return null;
end $$;

-- Sessions: revocation, refresh rotation (new sessions need no notice).
create trigger pf_notify_auth after update or delete or truncate on sys_session
  for each statement execute function pf_notify_auth();
-- Who the user is, their tenant, organisation and position (userInfo and the session check).
create trigger pf_notify_auth after update or delete or truncate on sys_user
  for each statement execute function pf_notify_auth();
create trigger pf_notify_auth after update or delete or truncate on sys_tenant
  for each statement execute function pf_notify_auth();
create trigger pf_notify_auth after update or delete or truncate on sys_org
  for each statement execute function pf_notify_auth();
create trigger pf_notify_auth after update or delete or truncate on sys_pos
  for each statement execute function pf_notify_auth();
-- What the user may do: roles, grants and the menu catalogue.
create trigger pf_notify_auth after insert or update or delete or truncate on sys_role
  for each statement execute function pf_notify_auth();
create trigger pf_notify_auth after insert or update or delete or truncate on sys_user_role
  for each statement execute function pf_notify_auth();
create trigger pf_notify_auth after insert or update or delete or truncate on sys_role_menu
  for each statement execute function pf_notify_auth();
create trigger pf_notify_auth after insert or update or delete or truncate on sys_tenant_menu
  for each statement execute function pf_notify_auth();
create trigger pf_notify_auth after insert or update or delete or truncate on sys_menu
  for each statement execute function pf_notify_auth();
