// Beside the client's calls, not among the contract's rules: what createApiClient imports from
// there brings the rules' whole shared chunk into a consumer's bundle (size-limit's core entry).
/**
 * Extension `product-facets`: the size and colour names of a filter, as one query parameter
 * (`size=M,XL`). A name may itself hold a comma ("Navy, dark"), so inside a name a comma is
 * written `\,` and a backslash `\\`; a name with neither reads exactly as before, so the
 * addresses shoppers have kept still open the same listing.
 */
export function joinNameList(names: readonly string[]): string {
  return names.map((name) => name.replace(/[\\,]/g, (mark) => `\\${mark}`)).join(',');
}
