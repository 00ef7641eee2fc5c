import { describe, expect, it } from 'vitest';
import { readSitemap } from '../../test/sitemapXml';
import { robotsTxt, sitemapIndex, URLSET, xmlText } from './sitemap';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

describe('a sitemap', () => {
  it('lists each address, escaped, in the protocol’s namespace', () => {
    const urls = [
      'https://shop.example/shop/listing?category=men&brand=nike',
      'https://shop.example/shop/product/a-b-%3Cscript%3E-p1',
      'https://shop.example/it\'s-<b>"bold"</b>',
    ];
    const xml = URLSET.open + urls.map(URLSET.entry).join('') + URLSET.close;
    expect(xml).not.toContain('&brand');
    const document = readSitemap(xml);
    expect(document.root).toEqual({ name: 'urlset', namespace: NS });
    expect(document.locs).toEqual(urls);
    expect(document.elements).not.toContain('b');
  });

  it('an index names each file', () => {
    const files = ['https://shop.example/sitemaps/pages.xml', 'https://shop.example/a&b.xml'];
    const document = readSitemap(sitemapIndex(files));
    expect(document.root).toEqual({ name: 'sitemapindex', namespace: NS });
    expect(document.elements.filter((name) => name === 'sitemap')).toHaveLength(2);
    expect(document.locs).toEqual(files);
  });

  it('escapes the five characters XML reserves', () => {
    expect(xmlText(`&<>"'x`)).toBe('&amp;&lt;&gt;&quot;&apos;x');
  });
});

describe('robots.txt', () => {
  it('points crawlers at the sitemap and keeps them out of personal pages', () => {
    const lines = robotsTxt('https://shop.example/sitemap.xml').split('\n');
    expect(lines).toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin/', '/auth/', '/shop/account', '/shop/checkout']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.some((line) => /^Disallow: \/shop\/(product|listing|home)/.test(line))).toBe(
      false,
    );
  });
});
