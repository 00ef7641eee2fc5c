/**
 * The names of a parameter written by joinNameList (`core/nameList.ts`), trimmed, empty ones
 * left out.
 */
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
