import { shiftPlanResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/**
 * Shift plans (menu shiftPlan, component /workforce/shiftPlan/index): the generic page of the
 * declaration; the form edits the plan's shifts and rotating teams as sub-tables (an empty shift
 * table is filled by the server with the mode's default shifts).
 */
export default function ShiftPlanPage() {
  return <ResourcePage resource={shiftPlanResource} defaultHidden={['remark', 'createTime']} />;
}
