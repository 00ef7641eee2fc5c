/**
 * Product shots and homepage banners drawn as SVG, so a fresh shop looks like a shop without
 * shipping photographs. One drawing serves both backends: the mocks inline it as a data URI;
 * the reference server serves the same markup from `/media/banners/banner-<n>.svg`, and product
 * shots rasterised from it, as a shop's photographs are, from
 * `/media/garments/<garment>-<hex>.webp` (or as drawn, from the same path ending in `.svg`).
 */

export const GARMENTS = [
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
export type Garment = (typeof GARMENTS)[number];

/** The demo palette: a name for each colour the catalogue uses, and its hex value. */
export const GARMENT_COLOURS = {
  black: '23262b',
  white: 'f4f3ef',
  cream: 'ece2cc',
  grey: '8a8f98',
  charcoal: '3f4550',
  navy: '233a6b',
  denim: '4a6a9b',
  darkDenim: '2c3e5c',
  sky: '8cb8d9',
  red: 'b8322f',
  maroon: '74232b',
  pink: 'e6a1b5',
  lavender: 'b7a6d6',
  olive: '5b6a35',
  green: '2f7a52',
  teal: '2a8c8c',
  mustard: 'd3a12a',
  beige: 'cdb894',
  camel: 'b98a57',
  brown: '6e4630',
} as const;
export type GarmentColour = keyof typeof GARMENT_COLOURS;

const isGarment = (value: string): value is Garment =>
  (GARMENTS as readonly string[]).includes(value);
const HEX = /^[0-9a-f]{6}$/;

/** Lighter (amount > 0) or darker (amount < 0) shade of a 6-digit hex colour. */
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

/** Silhouette, then detail strokes (seams, pockets, laces), in a 400 x 500 box. */
const SHAPES: Record<Garment, { body: string; details: string }> = {
  tshirt: {
    body: 'M140 90L100 100L40 170L85 215L120 185V420Q200 432 280 420V185L315 215L360 170L300 100L260 90Q200 130 140 90Z',
    details: 'M140 90Q200 128 260 90M124 405Q200 416 276 405',
  },
  shirt: {
    body: 'M150 80L100 95L50 190L60 330H100L115 210L120 430H280L285 210L300 330H340L350 190L300 95L250 80L200 120Z',
    details: 'M200 120V430M150 80L175 135L200 120L225 135L250 80M230 180h30v30h-30Z',
  },
  hoodie: {
    body: 'M150 70Q200 30 250 70L310 100L360 230L350 380H310L295 240L290 430H110L105 240L90 380H50L40 230L90 100Z',
    details: 'M150 70Q200 150 250 70M185 120L180 200M215 120L220 200M140 320H260L250 380H150Z',
  },
  jacket: {
    body: 'M145 75L95 95L45 210L55 400H100L110 230L112 440H288L290 230L300 400H345L355 210L305 95L255 75L200 150Z',
    details: 'M200 150V440M145 75L170 190L200 150M255 75L230 190L200 150M130 330h45M225 330h45',
  },
  jeans: {
    body: 'M120 60H280L300 450H225L200 180L175 450H100Z',
    details: 'M120 85H280M200 85V180M135 95Q150 140 190 140M265 95Q250 140 210 140',
  },
  shorts: {
    body: 'M110 110H290L320 330L220 345L200 210L180 345L80 330Z',
    details: 'M110 135H290M200 135V210M125 150Q140 185 180 185M275 150Q260 185 220 185',
  },
  dress: {
    body: 'M160 60H175Q200 95 225 60H240L255 160Q250 190 240 200L340 450Q200 470 60 450L160 200Q150 190 145 160Z',
    details: 'M150 200Q200 215 250 200M80 430Q200 450 320 430',
  },
  skirt: {
    body: 'M140 110H260L265 140L345 410Q200 440 55 410L135 140Z',
    details: 'M135 140H265M170 140L130 420M200 140V430M230 140L270 420',
  },
  sneaker: {
    body: 'M60 300Q70 230 130 220L200 200Q230 250 290 270L345 290Q370 300 365 340H60Z',
    details: 'M60 340H365L362 360Q210 372 62 360ZM150 225L180 260M170 215L200 252M190 207L220 245',
  },
  cap: {
    body: 'M90 300Q95 170 210 160Q320 165 325 300ZM90 300Q80 330 110 330L380 320Q370 290 325 290Z',
    details: 'M210 160V300M150 175Q135 240 140 300M270 175Q285 240 280 300',
  },
};

const BACKDROPS = ['f4efe9', 'eef2f6', 'f3eef6', 'eef5f0', 'f6f1e8'] as const;

function garmentMarkup(garment: Garment, hex: string, fill = `#${hex}`): string {
  const { body, details } = SHAPES[garment];
  const dark = shade(hex, -0.28);
  return `<path d="${body}" fill="${fill}" stroke="${dark}" stroke-width="3" stroke-linejoin="round"/><path d="${details}" fill="none" stroke="${dark}" stroke-width="3" stroke-linecap="round" stroke-dasharray="6 5" opacity=".7"/>`;
}

/**
 * The shots a product's gallery has of each colour: front (the cover), then back, a close-up,
 * a side view and a flat lay; each is the same drawing, turned, framed or laid differently.
 */
export const PICTURE_VIEWS = ['front', 'back', 'detail', 'side', 'flat lay'] as const;
export type PictureView = 0 | 1 | 2 | 3 | 4;

const VIEW_BOX: Record<PictureView, string> = {
  0: '0 0 400 500',
  1: '0 0 400 500',
  2: '100 125 200 250',
  3: '0 0 400 500',
  4: '0 0 400 500',
};
const VIEW_TRANSFORM: Record<PictureView, string> = {
  0: '',
  1: 'translate(400 0) scale(-1 1)',
  2: '',
  3: 'translate(60 0) scale(.7 1)',
  4: 'rotate(-9 200 250)',
};

const isView = (value: number): value is PictureView =>
  Number.isInteger(value) && value >= 0 && value < PICTURE_VIEWS.length;

/**
 * A studio shot of a garment in a colour (6 lower-case hex digits) from one of the views:
 * soft backdrop, floor shadow, a lit fabric gradient. Null for a garment, colour or view it
 * cannot draw (the server answers 404).
 */
export function garmentSvg(garment: string, hex: string, view = 0): string | null {
  if (!isGarment(garment) || !HEX.test(hex) || !isView(view)) return null;
  const backdrop = BACKDROPS[(Number.parseInt(hex, 16) + garment.length + view) % BACKDROPS.length];
  const drawing = garmentMarkup(garment, hex, 'url(#c)');
  const turned = VIEW_TRANSFORM[view]
    ? `<g transform="${VIEW_TRANSFORM[view]}">${drawing}</g>`
    : drawing;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${VIEW_BOX[view]}" width="800" height="1000"><defs><linearGradient id="c" x2="1" y2="1"><stop offset="0" stop-color="${shade(hex, 0.22)}"/><stop offset=".55" stop-color="#${hex}"/><stop offset="1" stop-color="${shade(hex, -0.28)}"/></linearGradient></defs><rect width="400" height="500" fill="#${backdrop}"/><ellipse cx="200" cy="468" rx="150" ry="14" opacity=".07"/>${turned}</svg>`;
}

export interface BannerDefinition {
  headline: string;
  subline: string;
  /** Backdrop tint on the right. */
  tint: string;
  garments: readonly [Garment, GarmentColour][];
}

/** Homepage banners (feature images): a headline beside a few garments. */
export const BANNERS: readonly BannerDefinition[] = [
  {
    headline: 'The Summer Edit',
    subline: 'Linen, cotton and breezy dresses. Up to 40% off.',
    tint: 'f6c9a8',
    garments: [
      ['dress', 'mustard'],
      ['shirt', 'white'],
      ['shorts', 'olive'],
    ],
  },
  {
    headline: 'New Season Denim',
    subline: "Levi's, Zara and H&M fits for every body.",
    tint: 'b9cce4',
    garments: [
      ['jacket', 'denim'],
      ['jeans', 'darkDenim'],
      ['tshirt', 'white'],
    ],
  },
  {
    headline: 'Sneaker Week',
    subline: 'Nike, Adidas and Puma icons, restocked.',
    tint: 'c9d3cf',
    garments: [
      ['sneaker', 'white'],
      ['cap', 'black'],
      ['sneaker', 'red'],
    ],
  },
  {
    headline: 'Back to School',
    subline: 'Hoodies, tees and joggers for kids aged 2 to 11.',
    tint: 'c4e0cf',
    garments: [
      ['hoodie', 'red'],
      ['jeans', 'grey'],
      ['tshirt', 'sky'],
    ],
  },
];
export const BANNER_COUNT = BANNERS.length;

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Words in lines of at most `width` characters: a phone shows the banner's left half, so its
 * words stay left of the garments (x < 720).
 */
function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A wide (8:3) banner, or null past the last one. */
export function bannerSvg(index: number): string | null {
  const banner = Number.isInteger(index) ? BANNERS[index] : undefined;
  if (!banner) return null;
  const garments = banner.garments
    .map(
      ([garment, colour], i) =>
        `<g transform="translate(${720 + i * 280} ${90 + (i % 2) * 30}) scale(.85)">${garmentMarkup(garment, GARMENT_COLOURS[colour])}</g>`,
    )
    .join('');
  const subline = wrapWords(banner.subline, 34)
    .map((line, i) => `<tspan x="114" dy="${i === 0 ? 0 : 40}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600"><defs><linearGradient id="b"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#${banner.tint}"/></linearGradient></defs><rect width="1600" height="600" fill="url(#b)"/><text x="110" y="270" font-family="Georgia,serif" font-size="80" fill="#1f2328">${escapeXml(banner.headline)}</text><text x="114" y="340" font-family="system-ui,sans-serif" font-size="30" fill="#57606a">${subline}</text>${garments}</svg>`;
}

/** Percent-encodes just what a data URI needs, keeping the SVG readable and small. */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)
    .replace(/%20/g, ' ')
    .replace(/%3D/g, '=')
    .replace(/%3A/g, ':')
    .replace(/%2F/g, '/')
    .replace(/%2C/g, ',')
    .replace(/%3B/g, ';')}`;
}

/**
 * The reference server's address of a garment picture, relative to its public URL; the front
 * view keeps the address it had before there were views.
 */
export function garmentPicturePath(
  garment: Garment,
  colour: GarmentColour,
  view: PictureView = 0,
): string {
  return `/media/garments/${garment}-${GARMENT_COLOURS[colour]}${view ? `-${view}` : ''}.webp`;
}

export function bannerPicturePath(index: number): string {
  return `/media/banners/banner-${index}.svg`;
}

/**
 * The markup behind a picture path (`/media/garments/<garment>-<hex>.svg` or
 * `/media/banners/banner-<n>.svg`), or null when the path names no picture.
 */
export function pictureSvg(path: string): string | null {
  const garment = /^\/media\/garments\/([a-z]+)-([0-9a-f]{6})(?:-(\d))?\.svg$/.exec(path);
  if (garment) return garmentSvg(garment[1] ?? '', garment[2] ?? '', Number(garment[3] ?? 0));
  const banner = /^\/media\/banners\/banner-(\d)\.svg$/.exec(path);
  return banner ? bannerSvg(Number(banner[1])) : null;
}

/** How pictures are referenced: inline (mocks, stories) or as the server's paths. */
export interface PictureSource {
  garment(garment: Garment, colour: GarmentColour, view?: PictureView): string;
  banner(index: number): string;
}

function drawn(svg: string | null): string {
  if (svg === null) throw new Error('Demo picture out of range');
  return svgDataUri(svg);
}

/** Pictures as SVG data URIs: no network needed (the mock backend, stories, tests). */
// Products share shots (one T-shirt in navy looks like another), so each is encoded once.
const inlineShots = new Map<string, string>();

export const inlinePictures: PictureSource = {
  garment: (garment, colour, view = 0) => {
    const key = `${garment}-${colour}-${view}`;
    let uri = inlineShots.get(key);
    if (uri === undefined) {
      uri = drawn(garmentSvg(garment, GARMENT_COLOURS[colour], view));
      inlineShots.set(key, uri);
    }
    return uri;
  },
  banner: (index) => drawn(bannerSvg(index)),
};

/**
 * Pictures as paths the reference server serves (prefixed with its URL), drawn by `pictureSvg`
 * from the same path ending in `.svg`.
 */
export const servedPictures: PictureSource = {
  garment: garmentPicturePath,
  banner: bannerPicturePath,
};
