import { garmentColourResource } from '@printfloor/contract';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** Garment colours (menu garmentColour, component /base/garmentColour/index): the generic page of the garmentColour declaration. */
export default function GarmentColourPage() {
  return <ResourcePage resource={garmentColourResource} />;
}
