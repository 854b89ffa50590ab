-- Telling the factory of an order (issue 15, factory-domain §4.1): a merchant's or a marketplace's
-- cancellation happens in the merchant's tenant, while the work it must stop (work orders, pieces,
-- batches) is the factory's. The outbox is under row-level security, so a merchant's transaction
-- cannot write an event into the factory's tenant; this definer function can, and only for orders
-- of the calling tenant that a factory has (factory_tenant_id, set at submission), and only with
-- the listener names the caller registered for the type. The event is written in the caller's
-- transaction like any other: it exists only if the cancellation commits.
create function pf_emit_to_order_factory(order_ids bigint[], event_type text, listeners text[], payload jsonb)
  returns int language plpgsql security definer set search_path = public as $$
declare
  n int := 0;
  r record;
  eid bigint;
  l text;
begin
  for r in
    select o.id, o.factory_tenant_id, o.tenant_id, o.order_code
      from oms_order o
     where o.tenant_id = pf_current_tenant() and o.id = any(order_ids) and o.factory_tenant_id is not null
     order by o.id
  loop
    insert into sys_event (tenant_id, type, aggregate_type, aggregate_id, payload)
    values (r.factory_tenant_id, event_type, 'order', r.id,
            coalesce(payload, '{}'::jsonb) || jsonb_build_object('orderTenantId', r.tenant_id, 'orderId', r.id,
                                                                  'orderCode', r.order_code))
    returning id into eid;
    foreach l in array coalesce(listeners, '{}'::text[]) loop
      insert into sys_event_delivery (tenant_id, event_id, listener, aggregate_type, aggregate_id)
      values (r.factory_tenant_id, eid, l, 'order', r.id);
    end loop;
    n := n + 1;
  end loop;
  if n > 0 and coalesce(array_length(listeners, 1), 0) > 0 then
    perform pg_notify('pf_event', '');
  end if;
  return n;
end $$;
revoke all on function pf_emit_to_order_factory(bigint[], text, text[], jsonb) from public;
grant execute on function pf_emit_to_order_factory(bigint[], text, text[], jsonb) to printfloor_app;
