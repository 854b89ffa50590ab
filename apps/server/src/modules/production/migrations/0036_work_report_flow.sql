-- Quality reports entered by hand (issue 15 "Quality reporting"): to be reported → reported → completed.
-- The unqualified quantity is the reported less the qualified one, computed by the database: the form
-- and the station scans give the other two, and the sum can never disagree with them (before, a report
-- added with fewer qualified than reported pieces broke the check of 0024 and failed with a server error).
alter table pro_work_report drop constraint pro_work_report_check;
alter table pro_work_report drop column unqualified_qty;
alter table pro_work_report
  add column unqualified_qty int generated always as (reported_qty - qualified_qty) stored;
alter table pro_work_report
  add constraint pro_work_report_qualified check (qualified_qty >= 0 and qualified_qty <= reported_qty);
-- A report added by hand starts "to be reported"; the stations' scans write theirs as reported.
alter table pro_work_report alter column state set default 0;
