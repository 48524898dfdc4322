// Per-page data: every JSON file in src/app/data/ is served at /data/<name> — emitted as a file
// by the build (so any static host serves it with its own ETag / Last-Modified), and answered by
// the dev server from the source.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const dataDir = (root: string) => path.join(root, 'src/app/data');
const files = (root: string) => readdirSync(dataDir(root)).filter((name) => name.endsWith('.json'));

/**
 * Reads one page-data file by the URL it is served at (`/data/index.json`), parsed: what the
 * prerender and the dev server render a page with.
 */
export function readPageData(root: string, url: string): unknown {
  const match = /^\/data\/([\w.-]+\.json)$/.exec(url);
  if (!match || !files(root).includes(match[1]!)) throw new Error(`No page data file for ${url} in ${dataDir(root)}`);
  return JSON.parse(readFileSync(path.join(dataDir(root), match[1]!), 'utf8'));
}

/** Emits src/app/data/*.json as /data/*.json, and serves them in dev. */
export function pageDataPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'groundwork:page-data',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      for (const name of files(root)) this.addWatchFile(path.join(dataDir(root), name));
    },
    generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const name of files(root)) {
        const source = readFileSync(path.join(dataDir(root), name), 'utf8');
        JSON.parse(source); // A broken data file fails the build, not the first visitor.
        this.emitFile({ type: 'asset', fileName: `data/${name}`, source });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/data\/([\w.-]+\.json)$/.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
        const file = match && path.join(dataDir(root), match[1]!);
        if (!file || !files(root).includes(match[1]!)) return next();
        const body = readFileSync(file);
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Last-Modified', statSync(file).mtime.toUTCString());
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
