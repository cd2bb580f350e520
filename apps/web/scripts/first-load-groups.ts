// The start and the signed-in frame as one chunk each (issue 16): left to itself Rolldown splits
// them into a chunk per set of screens that share a module (a dozen lucide icons of 0.3 KB each,
// Radix's small helpers). Each group holds the modules its root imports statically, which every
// screen that loads the root loads anyway: `app` what the entry (main.tsx) loads, `shell` what the
// signed-in frame (app-layout.tsx) adds. The closures are read from the module graph at the end of
// the build's module phase, before chunking.
import path from 'node:path';
import type { Plugin } from 'vite';

export function firstLoadGroups(srcDir: string) {
  const roots = { app: path.join(srcDir, 'main.tsx'), shell: path.join(srcDir, 'app/app-layout.tsx') };
  const members = { app: new Set<string>(), shell: new Set<string>() };
  const plugin: Plugin = {
    name: 'saram-first-load-groups',
    apply: 'build',
    buildEnd() {
      const closure = (root: string, skip: Set<string>) => {
        const seen = new Set<string>();
        const stack = [root];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id) || skip.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      members.app = closure(roots.app, new Set());
      members.shell = closure(roots.shell, members.app);
    },
  };
  // The graph has every import, also those tree-shaking drops (a barrel such as lucide-react's or
  // radix-ui's imports every icon or primitive): the groups take the app's own modules, and with
  // them (Rolldown's includeDependenciesRecursively) the library code these use.
  const own = (id: string) => !id.includes('/node_modules/');
  // The roots keep chunks of their own (the router imports app-layout.tsx's; the manifest, and with
  // it the bundle budget, names them), the groups hold what they import.
  const isRoot = (id: string) => id === roots.app || id === roots.shell;
  const groups = (['app', 'shell'] as const).map((name) => ({ name, test: (id: string) => members[name].has(id) && own(id) && !isRoot(id) }));
  return { plugin, groups };
}
