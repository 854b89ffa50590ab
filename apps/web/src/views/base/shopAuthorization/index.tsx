import { shopAuthorizationResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/**
 * Third-party store authorization (menu shopAuthorization, component /base/shopAuthorization/index):
 * the factory's read-only view of its customers' shops, their platforms and authorization.
 */
export default function ShopAuthorizationPage() {
  return <ResourcePage resource={shopAuthorizationResource} />;
}
