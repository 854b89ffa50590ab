/** Sample rows of the table demo, generated in the browser (the platform console has no orders). */
export interface SampleOrder {
  id: number;
  code: string;
  merchant: string;
  sku: string;
  colour: string;
  size: string;
  quantity: number;
  status: 'pending' | 'passed' | 'printed' | 'shipped';
  orderTime: string;
  mockup: string;
}

const MERCHANTS = ['深圳潮T小店', '杭州印象服饰', 'Lisboa Tees', 'Tokyo Prints'];
const COLOURS = [
  ['白色', '#ffffff'],
  ['黑色', '#1f1f1f'],
  ['灰色', '#9e9e9e'],
  ['藏青', '#1d3557'],
] as const;
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
const STATUSES: SampleOrder['status'][] = ['pending', 'passed', 'printed', 'shipped'];

/** A T-shirt mock-up as an SVG data URL: the garment in its colour with a print on the chest. */
function mockup(fill: string, accent: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<rect width="240" height="240" fill="#f5f5f5"/>
<path d="M70 40 L100 30 Q120 50 140 30 L170 40 L210 80 L180 105 L170 95 L170 210 L70 210 L70 95 L60 105 L30 80 Z" fill="${fill}" stroke="#999"/>
<circle cx="120" cy="110" r="28" fill="${accent}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** `count` orders with fixed values (the same every time): index-driven, no randomness. */
export function sampleOrders(count: number): SampleOrder[] {
  const accents = ['#fa8c16', '#4e88f3', '#52c41a', '#eb2f96', '#722ed1'];
  return Array.from({ length: count }, (_, i) => {
    const [colour, fill] = COLOURS[i % COLOURS.length] ?? COLOURS[0];
    const day = String(1 + (i % 24)).padStart(2, '0');
    return {
      id: i + 1,
      code: `PF202611${day}${String(1000 + i).padStart(6, '0')}`,
      merchant: MERCHANTS[i % MERCHANTS.length] ?? '',
      sku: `TEE-${['WHT', 'BLK', 'GRY', 'NVY'][i % 4]}-${SIZES[i % SIZES.length]}`,
      colour,
      size: SIZES[i % SIZES.length] ?? 'M',
      quantity: 1 + (i % 5),
      status: STATUSES[i % STATUSES.length] ?? 'pending',
      orderTime: `2026-11-${day} ${String(8 + (i % 12)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
      mockup: mockup(fill, accents[i % accents.length] ?? '#fa8c16'),
    };
  });
}
