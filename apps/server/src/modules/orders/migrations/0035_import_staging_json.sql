-- An import's staging rows are written once and read back whole, never queried inside: json keeps
-- the text as sent (checked, not converted), where jsonb parsed it into its binary form on the way
-- in and printed it again on the way out — work of the database's core while the sheet is read.
alter table oms_import_row
  alter column vals type json using vals::json,
  alter column messages type json using messages::json,
  alter column cells type json using cells::json;
