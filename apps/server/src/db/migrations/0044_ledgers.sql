-- Ledgers (docs/architecture.md "Ledgers"; contract defineLedger): append-only entry tables whose
-- balances the database keeps in the statement that inserts the entries. A domain's migration creates
-- its two tables (both marked with pf_tenant_table) and then calls
--   select pf_ledger('<entry table>', '<balance table>', array[<key columns>], array[<amount columns>]);
-- which makes the entries immutable and the balances writable only by that insert.

-- Refuses any change to a ledger's entries, from any role (the owner included, whom grants do not bind):
-- a correction is a new entry posted by a new document.
create or replace function pf_append_only_guard() returns trigger language plpgsql as $$
begin
  raise exception 'the entries of % are never changed: post a correcting entry instead', tg_table_name
    using errcode = 'PF001';
end $$;

-- After an insert of entries (one statement, however many rows), adds their sums to the balances of their
-- keys: one upsert, in key order, so that posts touching the same balances in any order queue on the balance
-- rows instead of deadlocking. Security definer: the application role may not write balances itself.
-- Arguments: the balance table, the key columns and the amount columns (comma-separated).
create or replace function pf_ledger_balance() returns trigger language plpgsql security definer
  set search_path = public as $$
declare
  keys text[] := string_to_array(tg_argv[1], ',');
  amounts text[] := string_to_array(tg_argv[2], ',');
  key_list text := array_to_string(array(select quote_ident(k) from unnest(keys) k), ', ');
  amount_list text := array_to_string(array(select quote_ident(a) from unnest(amounts) a), ', ');
  sums text := array_to_string(array(select format('sum(%I)', a) from unnest(amounts) a), ', ');
  adds text := array_to_string(array(select format('%1$I = b.%1$I + excluded.%1$I', a) from unnest(amounts) a), ', ');
begin
  execute format(
    'insert into %s as b (tenant_id, %s, %s, entry_count, update_time)
       select tenant_id, %s, %s, count(*), now() from posted group by tenant_id, %s order by tenant_id, %s
     on conflict (tenant_id, %s) do update set %s, entry_count = b.entry_count + excluded.entry_count, update_time = now()',
    tg_argv[0], key_list, amount_list, key_list, sums, key_list, key_list, key_list, adds);
  return null;
end $$;

create or replace function pf_ledger(entry regclass, balance regclass, keys text[], amounts text[])
  returns void language plpgsql as $$
begin
  -- The application posts entries and reads both tables; nothing else.
  execute format('revoke update, delete, truncate on %s from printfloor_app', entry);
  execute format('revoke insert, update, delete, truncate on %s from printfloor_app', balance);
  execute format('grant select, insert on %s to printfloor_app', entry);
  execute format('grant select on %s to printfloor_app', balance);
  execute format('create trigger pf_append_only before update or delete on %s
                    for each row execute function pf_append_only_guard()', entry);
  execute format('create trigger pf_append_only_truncate before truncate on %s
                    for each statement execute function pf_append_only_guard()', entry);
  execute format('create trigger pf_ledger_balance after insert on %s referencing new table as posted
                    for each statement execute function pf_ledger_balance(%L, %L, %L)',
                 entry, balance::text, array_to_string(keys, ','), array_to_string(amounts, ','));
end $$;
