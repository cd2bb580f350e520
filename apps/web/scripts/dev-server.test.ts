import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const webDir = path.resolve(import.meta.dirname, '..');

/** The dev server (`npm run dev -w @saram/web`) as a developer gets it: React itself, with Fast Refresh. */
describe('dev server', () => {
  let server: ViteDevServer;
  beforeAll(async () => {
    server = await createServer({ configFile: path.join(webDir, 'vite.config.ts'), logLevel: 'silent', server: { middlewareMode: true, ws: false } });
  }, 30_000);
  afterAll(() => server?.close());

  it('resolves React to React, not a substitute', async () => {
    const optimizer = server.environments.client.depsOptimizer!;
    for (const name of ['react', 'react-dom/client', 'react/jsx-runtime']) {
      const resolved = await server.pluginContainer.resolveId(name, path.join(webDir, 'src/main.tsx'));
      const dep = { ...optimizer.metadata.optimized, ...optimizer.metadata.discovered }[name];
      expect(resolved?.id, name).toContain('/.vite/deps/');
      expect(dep?.src, name).toMatch(/[\\/]node_modules[\\/]react(-dom)?[\\/]/);
    }
  });

  it('registers components with Fast Refresh', async () => {
    const result = await server.transformRequest('/src/components/ui/button.tsx');
    expect(result?.code).toContain('$RefreshReg$');
    expect(result?.code).toMatch(/import\.meta\.hot/);
  });
});
