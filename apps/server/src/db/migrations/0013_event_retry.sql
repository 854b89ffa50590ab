-- Retrying a dead letter (issue 11): the platform's resource sysEvent reads the view
-- sys_event_log; its transition `retry` updates the view, and this trigger turns that into the
-- delivery's own update. SECURITY DEFINER: the caller is printfloor_app in the platform
-- tenant, while the delivery belongs to any tenant (the route is platform-only and needs
-- sysEvent:retry). A delivery put back to pending wakes the workers at commit.
create function pf_event_log_update() returns trigger
  language plpgsql security definer set search_path = public as $$
begin
  update sys_event_delivery
     set status = new.status, attempts = new.attempts, next_at = new.next_time,
         last_error = new.last_error, update_time = now()
   where tenant_id = old.event_tenant_id and id = old.id;
  if new.status = 0 then
    perform pg_notify('pf_event', '');
  end if;
  return new;
end $$;

create trigger sys_event_log_update instead of update on sys_event_log
  for each row execute function pf_event_log_update();
grant update on sys_event_log to printfloor_app;
