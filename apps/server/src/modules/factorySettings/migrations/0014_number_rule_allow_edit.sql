-- Numbered codes (issue 12): a form whose code has a numbering rule fills it from the rule; the
-- rule says whether a code may still be typed by hand instead.
alter table mes_number_rule add column allow_edit boolean not null default true;
