import { customerResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Customers (menu customer, component /base/customer/index): the generic page of the customer declaration. */
export default function CustomerPage() {
  return <ResourcePage resource={customerResource} />;
}
