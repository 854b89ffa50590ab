import { Resvg } from '@resvg/resvg-js';

/**
 * Demo artwork drawn at seed time (no files in the repository): a print design (transparent
 * background, as DTG and DTF print files are) and its mock-up on a garment of the line's colour.
 * Shapes only, so the pictures need no fonts.
 */

const DESIGNS: ((hue: number) => string)[] = [
  // Sunset: banded disc over waves.
  (h) => `<circle cx="300" cy="260" r="170" fill="hsl(${h},85%,58%)"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="120" y="${230 + i * 40}" width="360" height="16" fill="hsl(${h + 30},80%,${70 - i * 8}%)"/>`).join('')}
    <path d="M90 470 Q195 420 300 470 T510 470" stroke="hsl(${h + 180},70%,40%)" stroke-width="18" fill="none"/>`,
  // Mountain badge.
  (h) => `<circle cx="300" cy="300" r="220" fill="none" stroke="hsl(${h},60%,35%)" stroke-width="22"/>
    <path d="M130 400 L250 220 L320 320 L380 250 L480 400 Z" fill="hsl(${h},55%,40%)"/>
    <circle cx="400" cy="190" r="36" fill="hsl(${h + 40},90%,60%)"/>`,
  // Geometric flower.
  (
    h,
  ) => `${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="300" cy="190" rx="60" ry="120" fill="hsl(${h + a / 4},75%,60%)" opacity="0.8" transform="rotate(${a} 300 300)"/>`).join('')}
    <circle cx="300" cy="300" r="55" fill="hsl(${h + 200},70%,45%)"/>`,
  // Retro stripes.
  (h) =>
    `${[0, 1, 2, 3, 4].map((i) => `<rect x="${100 + i * 80}" y="120" width="60" height="360" rx="30" fill="hsl(${h + i * 24},80%,${45 + i * 6}%)"/>`).join('')}`,
  // Star.
  (h) =>
    `<polygon points="300,80 360,240 530,240 390,340 440,510 300,410 160,510 210,340 70,240 240,240" fill="hsl(${h},85%,55%)" stroke="hsl(${h + 180},60%,30%)" stroke-width="10"/>`,
  // Wave circle.
  (h) => `<circle cx="300" cy="300" r="210" fill="hsl(${h},70%,50%)"/>
    ${[0, 1, 2].map((i) => `<path d="M100 ${260 + i * 50} Q200 ${210 + i * 50} 300 ${260 + i * 50} T500 ${260 + i * 50}" stroke="white" stroke-width="14" fill="none"/>`).join('')}`,
];

export const DESIGN_COUNT = DESIGNS.length;

const png = (svg: string) => new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();

/** Print file of design `n` (600 × 600, transparent). */
export function printImage(n: number): Buffer {
  const design = DESIGNS[n % DESIGNS.length] as (h: number) => string;
  return png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">${design((n * 47) % 360)}</svg>`,
  );
}

const TEE =
  'M180 60 L240 40 Q300 80 360 40 L420 60 L540 140 L490 230 L440 200 L440 560 L160 560 L160 200 L110 230 L60 140 Z';

/** Mock-up of design `n` on a garment of `garment` colour (CSS colour), 600 × 600. */
export function mockupImage(n: number, garment: string): Buffer {
  const design = DESIGNS[n % DESIGNS.length] as (h: number) => string;
  return png(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="#f2f3f5"/>
    <path d="${TEE}" fill="${garment}" stroke="#c9cdd4" stroke-width="4"/>
    <g transform="translate(210 170) scale(0.3)">${design((n * 47) % 360)}</g>
  </svg>`);
}
