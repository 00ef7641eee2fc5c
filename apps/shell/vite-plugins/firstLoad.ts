import type { Rolldown } from 'vite';

/** One import of a module: where from, and which names (`*`: all of them). */
interface Edge {
  source: string;
  names: readonly string[] | '*';
}

interface Parsed {
  /** Everything the module imports or re-exports. */
  edges: Edge[];
  /**
   * Set when the module only passes names on (a package's index, in either of its forms:
   * `export { x } from './x'`, or `import { x } from './x'; export { x }`): each name it exports
   * → where it comes from. `*` holds the sources of `export * from`.
   */
  reexports?: Map<string, Edge>;
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (node: unknown) => {
  const { name, value } = node as { name?: string; value?: string };
  return String(name ?? value);
};
const sourceOf = (statement: Node) => (statement.source as { value?: string } | null)?.value;

function parse(context: Rolldown.PluginContext, code: string): Parsed {
  const edges: Edge[] = [];
  const reexports = new Map<string, Edge>();
  const stars: string[] = [];
  // Imported local name → where from and under which name.
  const bindings = new Map<string, Edge>();
  let isBarrel = true;
  for (const statement of context.parse(code).body as unknown as Node[]) {
    const source = sourceOf(statement);
    const specifiers = (statement.specifiers ?? []) as Node[];
    if (statement.type === 'ImportDeclaration' && source) {
      const names = specifiers.map((s) =>
        s.type === 'ImportSpecifier'
          ? nameOf(s.imported)
          : s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*',
      );
      // `import './x'` runs the module for its effects: all of it.
      edges.push({ source, names: names.length === 0 || names.includes('*') ? '*' : names });
      specifiers.forEach((s, index) => {
        bindings.set(nameOf(s.local), { source, names: [names[index] ?? '*'] });
      });
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const names = specifiers.map((s) => nameOf(s.local));
      if (source) edges.push({ source, names });
      for (const s of specifiers) {
        const from = source ? { source, names: [nameOf(s.local)] } : bindings.get(nameOf(s.local));
        if (from) reexports.set(nameOf(s.exported), from);
        else isBarrel = false;
      }
    } else if (statement.type === 'ExportAllDeclaration' && source) {
      edges.push({ source, names: '*' });
      if (statement.exported) reexports.set(nameOf(statement.exported), { source, names: '*' });
      else stars.push(source);
    } else if (!('directive' in statement)) {
      // A directive ('use client' on a package's client entry) leaves a barrel a barrel.
      isBarrel = false;
    }
  }
  if (!isBarrel) return { edges };
  for (const source of stars) reexports.set('*', { source, names: '*' });
  // `import './x'` (react-aria's 'client-only', say) runs with any name taken from the barrel.
  const effects = edges.filter((edge) => edge.names === '*' && !stars.includes(edge.source));
  for (const [index, edge] of effects.entries()) reexports.set(`\0effect${index}`, edge);
  return { edges, reexports: stars.length > 1 ? undefined : reexports };
}

/**
 * The modules that run before `roots` can: their static imports, transitively, where an import
 * of some names from a barrel (a module that only passes names on, like a package's index)
 * follows only the modules that provide those names, as the bundler's tree-shaking does.
 * Called once the module graph is loaded (a plugin's `buildEnd`).
 */
export async function staticModules(
  context: Rolldown.PluginContext,
  roots: readonly string[],
): Promise<Set<string>> {
  const parsed = new Map<string, Parsed | undefined>();
  const resolved = new Map<string, string | null>();
  const whole = new Set<string>();
  const namesAsked = new Map<string, Set<string>>();

  const parsedOf = (id: string): Parsed | undefined => {
    if (!parsed.has(id)) {
      const code = context.getModuleInfo(id)?.code;
      parsed.set(id, code == null ? undefined : parse(context, code));
    }
    return parsed.get(id);
  };
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) {
      const result = await context.resolve(source, importer);
      resolved.set(key, result && !result.external ? result.id : null);
    }
    return resolved.get(key) ?? null;
  };

  const need = async (id: string, names: readonly string[] | '*'): Promise<void> => {
    if (whole.has(id)) return;
    const module = parsedOf(id);
    const reexports = module?.reexports;
    if (reexports && names !== '*') {
      const asked = namesAsked.get(id) ?? new Set<string>();
      namesAsked.set(id, asked);
      const effects = [...reexports.keys()].filter((key) => key.startsWith('\0effect'));
      const fresh = [...names, ...effects].filter((name) => !asked.has(name));
      for (const name of fresh) {
        asked.add(name);
        const from = reexports.get(name) ?? reexports.get('*');
        const target = from && (await resolve(from.source, id));
        if (from && target) await need(target, from.names === '*' ? [name] : from.names);
      }
      return;
    }
    whole.add(id);
    if (!module) {
      // Not parsable here (a virtual module, say): follow every import.
      for (const imported of context.getModuleInfo(id)?.importedIds ?? [])
        await need(imported, '*');
      return;
    }
    for (const edge of module.edges) {
      const target = await resolve(edge.source, id);
      if (target) await need(target, edge.names);
    }
  };
  for (const root of roots) await need(root, '*');
  return whole;
}
