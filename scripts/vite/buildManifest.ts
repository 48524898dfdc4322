// The build manifest: each build gets an id, stamped into the client as
// import.meta.env.VITE_BUILD_ID and written to /build-manifest.json. The client compares the two
// at start-up (src/app/afterFirstRender/useBuildManifest.ts): missing or different means a broken or newer deploy.
import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

const fileName = 'build-manifest.json';

export function buildManifestPlugin(): Plugin {
  const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return {
    name: 'groundwork:build-manifest',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(id) } }),
    generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify({ version: id })}\n` });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (new URL(req.url ?? '/', 'http://localhost').pathname !== `/${fileName}`) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ version: id }));
      });
    },
  };
}
