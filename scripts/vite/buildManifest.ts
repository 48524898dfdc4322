// The build id: where no hashed file names it. It is a hash of the client build's output (every
// emitted file's name and content, the pages aside), written to /build-manifest.json and into
// index.html as `<meta name="gw-build">` (so into every prerendered page, which starts from it). The
// client reads the meta (the build this document runs) and compares it with the manifest (the build
// the host serves now): src/app/afterFirstRender/useDeployCheck.ts. Compiled into the code, as it
// was, it changed the after-first-render chunk on every build, hence the entry that names that chunk
// and every chunk that imports the entry: returning visitors downloaded all JS again after each
// deploy. Two builds of the same source now have the same id and byte-identical assets.
import { createHash, randomBytes } from 'node:crypto';
import type { Plugin, Rollup } from 'vite';
import { buildIdMetaName } from '../../src/runtime/navigation/buildId.ts';

const fileName = 'build-manifest.json';

/** The `<meta>` that carries the build id in the document's head. */
export const buildIdMeta = (id: string) => `<meta name="${buildIdMetaName}" content="${id}">`;

/**
 * The id of a client build: the first 16 hex digits of a SHA-256 over every emitted file but the
 * HTML (name and content, in name order). Same source, same id; any change to code, CSS or page
 * data, a new one.
 */
export function buildIdOf(bundle: Rollup.OutputBundle): string {
  const hash = createHash('sha256');
  for (const name of Object.keys(bundle).sort()) {
    if (name.endsWith('.html') || name === fileName) continue;
    const file = bundle[name]!;
    hash.update(`${name}\0`).update(file.type === 'chunk' ? file.code : file.source).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const withMeta = (html: string, id: string) => html.replace('</head>', () => `${buildIdMeta(id)}</head>`);

export function buildManifestPlugin(): Plugin {
  // The dev server's id: one per start (each start serves the source as it is then).
  const devId = `dev-${randomBytes(4).toString('hex')}`;
  return {
    name: 'groundwork:build-manifest',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { server }) => (server ? withMeta(html, devId) : html),
    },
    generateBundle: {
      // After Vite's HTML plugin has emitted index.html and the page data plugin its files.
      order: 'post',
      handler(_, bundle) {
        if (this.environment?.config.consumer === 'server') return;
        const id = buildIdOf(bundle);
        for (const file of Object.values(bundle)) {
          if (file.type === 'asset' && file.fileName.endsWith('.html')) file.source = withMeta(String(file.source), id);
        }
        this.emitFile({ type: 'asset', fileName, source: `${JSON.stringify({ version: id })}\n` });
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (new URL(req.url ?? '/', 'http://localhost').pathname !== `/${fileName}`) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ version: devId }));
      });
    },
  };
}
