// The recipe's server side for the test: renders the page at the URL given on the command line
// in a Node process of its own (no DOM, as on a team's server) and writes the document out.
import { createApiClient } from '@atelier/api-client';
import { renderPage } from './renderPage';
import { ShopPage } from './ShopPage';

const url = new URL(process.argv[2] ?? '');
const client = createApiClient({ baseURL: url.origin });
process.stdout.write(
  await renderPage(<ShopPage client={client} url={url} navigate={() => {}} />, '/client.js'),
);
