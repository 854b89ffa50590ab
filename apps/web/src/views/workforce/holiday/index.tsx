import { holidayResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Holidays (menu holiday, component /workforce/holiday/index): the generic page of the declaration. */
export default function HolidayPage() {
  return <ResourcePage resource={holidayResource} />;
}
