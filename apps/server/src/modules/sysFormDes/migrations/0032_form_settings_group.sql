-- Form designer (issue 16): a saved form may be the form of a settings group (SETTINGS_GROUPS in
-- packages/contract/src/factorySettings/resources.ts). The group's settings page renders it below
-- its declared settings; the tenants' values stay in sys_form_value under the form's code.
-- At most one live form per group.
alter table sys_form_design add column settings_group text;
create unique index sys_form_design_settings_group on sys_form_design (settings_group)
  where settings_group is not null and not is_delete;
