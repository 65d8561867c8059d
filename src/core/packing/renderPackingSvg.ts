import type { PackingPlan } from './packingModel.ts';

/** Fill colour of each unloading stop (stop index modulo the list), shared by the SVG and the PDF. */
export const PACKING_STOP_COLORS = [
  '#1976D2',
  '#F57C00',
  '#388E3C',
  '#7B1FA2',
  '#C62828',
  '#00838F',
  '#6D4C41',
  '#AFB42B',
  '#5D4037',
];

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** SVG drawing of a packing plan seen from above: front wall left, rear door right, colour by stop. */
export function renderPackingSvg(plan: PackingPlan, pxPerMm = 0.05): string {
  const { floor } = plan;
  const w = Math.round(floor.length * pxPerMm) + 2;
  const h = Math.round(floor.width * pxPerMm) + 2;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="-1 -1 ${floor.length * pxPerMm + 2} ${floor.width * pxPerMm + 2}" role="img" aria-label="Rakodási terv">`,
    `<rect x="0" y="0" width="${floor.length * pxPerMm}" height="${floor.width * pxPerMm}" fill="#fafafa" stroke="#333" stroke-width="1"/>`,
  ];
  for (const p of plan.placements) {
    if (p.level > 0) continue;
    const stack = plan.placements.filter((q) => q.x === p.x && q.y === p.y).length;
    const color = PACKING_STOP_COLORS[p.pallet.stop % PACKING_STOP_COLORS.length]!;
    const x = p.x * pxPerMm;
    const y = p.y * pxPerMm;
    const rw = p.dx * pxPerMm;
    const rh = p.dy * pxPerMm;
    parts.push(
      `<g><title>${esc(`${p.pallet.id} ${p.pallet.palletType} · ${p.pallet.stop + 1}. lerakó · ${p.loadSeq}. rakodás${stack > 1 ? ` · ${stack} szint` : ''}`)}</title>` +
        `<rect x="${x}" y="${y}" width="${rw}" height="${rh}" fill="${color}" fill-opacity="0.55" stroke="${color}"/>` +
        `<text x="${x + rw / 2}" y="${y + rh / 2}" font-size="${Math.min(rw, rh) / 3}" text-anchor="middle" dominant-baseline="middle">${p.loadSeq}${stack > 1 ? `×${stack}` : ''}</text></g>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
