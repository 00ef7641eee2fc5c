// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readServedData, SERVED_DATA_ID } from './servedData';

const page = (script: string) =>
  new DOMParser().parseFromString(`<div id="root"></div>${script}`, 'text/html');
const served = (json: string) =>
  page(`<script type="application/json" id="${SERVED_DATA_ID}">${json}</script>`);

describe('the data a server-rendered page was rendered with', () => {
  it('is read back as the server wrote it, escapes included', () => {
    const data = readServedData(
      served('{"@\\"product\\",\\"p1\\",":{"title":"A \\u003c/script\\u003e"}}'),
    );
    expect(data).toEqual({ '@"product","p1",': { title: 'A </script>' } });
  });

  it('is none on a page no server rendered, or with data that is not an object', () => {
    expect(readServedData(page(''))).toBeNull();
    for (const json of ['', '{"cut', '[1]', 'null', '"text"']) {
      expect(readServedData(served(json)), json).toBeNull();
    }
  });
});
