-- The rows of an order import in flight (issue 13 "Speed and scale": 50,000 rows within 3× a bare
-- parse and a bounded memory). A run streams the sheet and stages each row here, converted (the
-- order's values), with its own problems and its cells as text (what the error file gives back);
-- then it reads them back a chunk of whole orders at a time, in the order of each order's first row,
-- and writes the orders. So the server never holds a whole sheet, and the database groups the rows
-- of one order wherever they stand in the file.
--
-- Unlogged: the rows live for one run only (deleted when it ends, and with an interrupted run's
-- record sweep), so writing them needs no WAL; a crash loses them along with the run they belong to.
create unlogged table oms_import_row (
  tenant_id bigint not null, id bigint not null default nextval('pf_id_seq'),
  record_id bigint not null, row_no int not null,
  -- The first row of the row's order (its own number when it has no external id): the read-back order.
  group_first int not null,
  external_id text, vals jsonb not null, messages jsonb, cells jsonb not null,
  primary key (tenant_id, id)
);
create index oms_import_row_group on oms_import_row (tenant_id, record_id, group_first, row_no);
select pf_tenant_table('oms_import_row');
