/**
 * Product pictures drawn as SVG: a garment silhouette with shading and stitching on a soft
 * studio background, so a fresh shop looks like a shop without shipping photographs.
 */

export const GARMENT_KINDS = [
  'tshirt',
  'shirt',
  'hoodie',
  'jacket',
  'jeans',
  'shorts',
  'dress',
  'skirt',
  'sneaker',
  'cap',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

const isKind = (value: string): value is GarmentKind =>
  (GARMENT_KINDS as readonly string[]).includes(value);

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex, 16);
  const channel = (shift: number) => {
    const value = (n >> shift) & 0xff;
    const next = amount < 0 ? value * (1 + amount) : value + (255 - value) * amount;
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Silhouette path, then detail strokes (seams, pockets, laces) in a 400 x 500 box. */
const SHAPES: Record<GarmentKind, { body: string; details: string }> = {
  tshirt: {
    body: 'M140 90 L100 100 L40 170 L85 215 L120 185 L120 420 Q200 432 280 420 L280 185 L315 215 L360 170 L300 100 L260 90 Q200 130 140 90 Z',
    details:
      'M140 90 Q200 128 260 90 M120 185 L120 200 M280 185 L280 200 M124 405 Q200 416 276 405',
  },
  shirt: {
    body: 'M150 80 L100 95 L50 190 L60 330 L100 330 L115 210 L120 430 L280 430 L285 210 L300 330 L340 330 L350 190 L300 95 L250 80 L200 120 Z',
    details:
      'M200 120 L200 430 M150 80 L175 135 L200 120 L225 135 L250 80 M210 170 h0 M210 220 h0 M210 270 h0 M210 320 h0 M210 370 h0 M230 180 h30 v30 h-30 Z',
  },
  hoodie: {
    body: 'M150 70 Q200 30 250 70 L310 100 L360 230 L350 380 L310 380 L295 240 L290 430 L110 430 L105 240 L90 380 L50 380 L40 230 L90 100 Z',
    details:
      'M150 70 Q200 150 250 70 M185 120 L180 200 M215 120 L220 200 M140 320 L260 320 L250 380 L150 380 Z M110 415 L290 415',
  },
  jacket: {
    body: 'M145 75 L95 95 L45 210 L55 400 L100 400 L110 230 L112 440 L288 440 L290 230 L300 400 L345 400 L355 210 L305 95 L255 75 L200 150 Z',
    details:
      'M200 150 L200 440 M145 75 L170 190 L200 150 M255 75 L230 190 L200 150 M130 330 h45 M225 330 h45 M112 425 L288 425',
  },
  jeans: {
    body: 'M120 60 L280 60 L300 450 L225 450 L200 180 L175 450 L100 450 Z',
    details:
      'M120 85 L280 85 M200 85 L200 180 M135 95 Q150 140 190 140 M265 95 Q250 140 210 140 M110 430 L170 430 M230 430 L292 430',
  },
  shorts: {
    body: 'M110 110 L290 110 L320 330 L220 345 L200 210 L180 345 L80 330 Z',
    details:
      'M110 135 L290 135 M200 135 L200 210 M125 150 Q140 185 180 185 M275 150 Q260 185 220 185 M88 315 L178 328 M222 328 L312 315',
  },
  dress: {
    body: 'M160 60 L175 60 Q200 95 225 60 L240 60 L255 160 Q250 190 240 200 L340 450 Q200 470 60 450 L160 200 Q150 190 145 160 Z',
    details: 'M150 200 Q200 215 250 200 M80 430 Q200 450 320 430 M200 215 L200 450',
  },
  skirt: {
    body: 'M140 110 L260 110 L265 140 L345 410 Q200 440 55 410 L135 140 Z',
    details:
      'M135 140 L265 140 M170 140 L130 420 M200 140 L200 430 M230 140 L270 420 M70 395 Q200 422 330 395',
  },
  sneaker: {
    body: 'M60 300 Q70 230 130 220 L200 200 Q230 250 290 270 L345 290 Q370 300 365 340 L60 340 Z',
    details:
      'M60 340 L365 340 L362 360 Q210 372 62 360 Z M150 225 L180 260 M170 215 L200 252 M190 207 L220 245 M80 310 Q200 318 360 312',
  },
  cap: {
    body: 'M90 300 Q95 170 210 160 Q320 165 325 300 Z M90 300 Q80 330 110 330 L380 320 Q370 290 325 290 Z',
    details: 'M210 160 L210 300 M150 175 Q135 240 140 300 M270 175 Q285 240 280 300 M205 155 h10',
  },
};

const BACKGROUNDS = ['#f4efe9', '#eef2f6', '#f3eef6', '#eef5f0', '#f6f1e8'];

/** An SVG document for a garment in the given colour (6 hex digits), or null for unknown input. */
export function garmentSvg(kind: string, color: string): string | null {
  if (!isKind(kind) || !/^[0-9a-f]{6}$/.test(color)) return null;
  const shape = SHAPES[kind];
  const background = BACKGROUNDS[(Number.parseInt(color, 16) + kind.length) % BACKGROUNDS.length];
  const fill = `#${color}`;
  const dark = shade(color, -0.28);
  const light = shade(color, 0.22);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 500" width="800" height="1000" role="img" aria-label="${kind}">
<defs>
<radialGradient id="bg" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${background}"/></radialGradient>
<linearGradient id="cloth" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.55" stop-color="${fill}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="#000" flood-opacity="0.18"/></filter>
</defs>
<rect width="400" height="500" fill="url(#bg)"/>
<ellipse cx="200" cy="468" rx="150" ry="14" fill="#000" opacity="0.06"/>
<g filter="url(#shadow)"><path d="${shape.body}" fill="url(#cloth)" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/></g>
<path d="${shape.details}" fill="none" stroke="${dark}" stroke-width="2.5" stroke-linecap="round" stroke-dasharray="6 5" opacity="0.7"/>
</svg>`;
}

/** Homepage banners: a headline beside a few garments. */
const BANNERS = [
  {
    title: 'New Season',
    subtitle: 'Fresh layers for every day',
    tint: '#e9e2d8',
    kinds: ['jacket', 'tshirt', 'jeans'],
    colors: ['7a5c3e', 'f2f2f2', '2f4b7c'],
  },
  {
    title: 'Up to 40% off',
    subtitle: 'Sale on sneakers and denim',
    tint: '#dde6ee',
    kinds: ['sneaker', 'jeans', 'cap'],
    colors: ['d94f3d', '3b5b8c', '222222'],
  },
  {
    title: 'Little Ones',
    subtitle: 'Play-proof kids collection',
    tint: '#eadff0',
    kinds: ['hoodie', 'shorts', 'dress'],
    colors: ['f2b134', '4caf7d', 'e57fa8'],
  },
] as const;

export const BANNER_COUNT = BANNERS.length;

export function bannerSvg(index: number): string | null {
  const banner = BANNERS[index];
  if (!banner) return null;
  const garments = banner.kinds
    .map((kind, i) => {
      const shape = SHAPES[kind];
      const color = banner.colors[i] ?? '888888';
      return `<g transform="translate(${760 + i * 260} ${80 + (i % 2) * 30}) scale(0.95)"><path d="${shape.body}" fill="#${color}" stroke="${shade(color, -0.3)}" stroke-width="3"/><path d="${shape.details}" fill="none" stroke="${shade(color, -0.3)}" stroke-width="3" stroke-dasharray="6 5" opacity="0.7"/></g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" aria-label="${banner.title}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${banner.tint}"/></linearGradient></defs>
<rect width="1600" height="600" fill="url(#b)"/>
<text x="110" y="270" font-family="Georgia, 'Times New Roman', serif" font-size="96" fill="#1f2328">${banner.title}</text>
<text x="114" y="340" font-family="system-ui, sans-serif" font-size="34" fill="#57606a">${banner.subtitle}</text>
<rect x="114" y="390" width="210" height="60" rx="30" fill="#1f2328"/>
<text x="219" y="429" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" fill="#ffffff">Shop now</text>
${garments}
</svg>`;
}
