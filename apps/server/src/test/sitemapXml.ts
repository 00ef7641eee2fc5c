import { SaxesParser } from 'saxes';

/** What a sitemap document holds, as a strict, namespace-aware XML parser reads it. */
export interface SitemapDocument {
  /** The root element's name and namespace ('urlset' or 'sitemapindex'). */
  root: { name: string; namespace: string };
  /** Every <loc>'s text, entities decoded. */
  locs: string[];
  /** Every element name met, for checking that no text became markup. */
  elements: string[];
}

/** Parses a sitemap or sitemap index; throws on anything that is not well-formed XML. */
export function readSitemap(xml: string): SitemapDocument {
  const parser = new SaxesParser({ xmlns: true });
  const document: SitemapDocument = { root: { name: '', namespace: '' }, locs: [], elements: [] };
  let inLoc = false;
  let text = '';
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (!document.root.name) document.root = { name: tag.local, namespace: tag.uri };
    document.elements.push(tag.local);
    inLoc = tag.local === 'loc';
    text = '';
  });
  parser.on('text', (chunk) => {
    if (inLoc) text += chunk;
  });
  parser.on('closetag', (tag) => {
    if (tag.local === 'loc') document.locs.push(text);
    inLoc = false;
  });
  parser.write(xml).close();
  return document;
}
