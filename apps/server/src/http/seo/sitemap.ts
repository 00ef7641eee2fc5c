/**
 * The sitemaps protocol (sitemaps.org): at most 50,000 addresses in one file; past that, a
 * sitemap index names files that each hold at most that many.
 */
export const SITEMAP_MAX_URLS = 50_000;

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element: the five characters the protocol asks to be escaped, escaped. */
export const xmlText = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** A urlset's opening, its entries and its end, written in pieces as the addresses arrive. */
export const URLSET = {
  open: `${XML_DECLARATION}<urlset xmlns="${XMLNS}">\n`,
  entry: (url: string) => `<url><loc>${xmlText(url)}</loc></url>\n`,
  close: '</urlset>\n',
} as const;

/** A sitemap index naming each file by its full address. */
export function sitemapIndex(urls: readonly string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${xmlText(url)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${XMLNS}">\n${entries}</sitemapindex>\n`;
}

/**
 * robots.txt: every crawler may read the shop's pages except the ones that are a person's own
 * or an internal search's results, and is pointed at the sitemap. The API stays open: a crawler
 * that renders pages reads the catalogue through it.
 */
export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /auth/',
    'Disallow: /shop/account',
    'Disallow: /shop/checkout',
    'Disallow: /shop/payment-success',
    'Disallow: /shop/search',
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
