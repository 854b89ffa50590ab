-- Issue 15/16: the production figures of the workbench, data screen and boards read the live pieces
-- (waiting, in production) by their next process and demand date; this index serves both counts.
create index pro_piece_live on pro_piece (tenant_id, next_process_name, demand_date)
  where state in (0, 1) and not is_delete;
