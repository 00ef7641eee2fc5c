/**
 * Extension `product-facets`: the size and colour names of a filter, as one query parameter
 * (`size=M,XL`). A name may itself hold a comma ("Navy, dark"), so inside a name a comma is
 * written `\,` and a backslash `\\`; a name with neither reads exactly as before, so the
 * addresses shoppers have kept still open the same listing.
 */
export function joinNameList(names: readonly string[]): string {
  return names.map((name) => name.replace(/[\\,]/g, (mark) => `\\${mark}`)).join(',');
}

/** The names of a parameter written by joinNameList, trimmed, empty ones left out. */
export function splitNameList(value: string): string[] {
  const names: string[] = [];
  let name = '';
  for (let at = 0; at < value.length; at += 1) {
    const mark = value[at];
    if (mark === '\\' && at + 1 < value.length) {
      at += 1;
      name += value[at];
    } else if (mark === ',') {
      names.push(name);
      name = '';
    } else {
      name += mark;
    }
  }
  names.push(name);
  return names.map((entry) => entry.trim()).filter(Boolean);
}
