import { html, raw } from 'hono/html';
import { scriptJson } from './jsonLd';

/** What a page's server-made head says about it. */
export interface PageHead {
  /** The whole document title ('Linen Dress · Atelier'). */
  title: string;
  description: string;
  /** The page's one address, absolute. */
  canonical: string;
  /** Open Graph's kind of page. */
  type: 'website' | 'product';
  /** The picture a link preview shows, absolute, with its words for those who cannot see it. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** Price for Open Graph's product tags (a chat's preview shows it). */
  price?: { amount: number; currency: string };
  /** Structured data, each its own <script type="application/ld+json">. */
  jsonLd?: readonly unknown[];
  /** Pages a search engine should not keep (the not-found page). */
  noindex?: boolean;
}

/** The site's name, last in every title and Open Graph's site name. */
export const SITE_NAME = 'Atelier';

/**
 * The head's tags for a page. Hono's `html` escapes every interpolated value for HTML (quotes
 * included), so a hostile title or description stays text; JSON-LD goes through `scriptJson`.
 */
export function headTags(head: PageHead): string {
  const { image, price } = head;
  return html`<title>${head.title}</title>
<meta name="description" content="${head.description}" />
<link rel="canonical" href="${head.canonical}" />
${head.noindex ? html`<meta name="robots" content="noindex" />` : ''}
<meta property="og:site_name" content="${SITE_NAME}" />
<meta property="og:type" content="${head.type}" />
<meta property="og:title" content="${head.title}" />
<meta property="og:description" content="${head.description}" />
<meta property="og:url" content="${head.canonical}" />
${
  image
    ? html`<meta property="og:image" content="${image.url}" />
<meta property="og:image:alt" content="${image.alt}" />
${image.width ? html`<meta property="og:image:width" content="${String(image.width)}" />` : ''}
${image.height ? html`<meta property="og:image:height" content="${String(image.height)}" />` : ''}`
    : ''
}
${
  price
    ? html`<meta property="product:price:amount" content="${String(price.amount)}" />
<meta property="product:price:currency" content="${price.currency}" />`
    : ''
}
<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />
<meta name="twitter:title" content="${head.title}" />
<meta name="twitter:description" content="${head.description}" />
${image ? html`<meta name="twitter:image" content="${image.url}" />` : ''}
${(head.jsonLd ?? []).map(
  (data) => html`<script type="application/ld+json">${raw(scriptJson(data))}</script>
`,
)}`.toString();
}

/** The build's own title and description, which a page's head replaces. */
const DEFAULT_TITLE = /<title>[^<]*<\/title>\s*/;
const DEFAULT_DESCRIPTION = /<meta name="description"[^>]*>\s*/;

/** The shell's index.html with a page's head in place of the build's generic one. */
export function withHead(indexHtml: string, head: PageHead): string {
  const generic = indexHtml.replace(DEFAULT_TITLE, '').replace(DEFAULT_DESCRIPTION, '');
  return generic.replace('</head>', `${headTags(head)}</head>`);
}
