// deploy/nginx/groundwork.conf in a real nginx (Debian's package), as it is: only its `listen`,
// `root` and import map `include` lines are replaced (the last two name the build), in a temporary prefix beside a minimal nginx.conf that includes it
// (what Debian's own nginx.conf does with conf.d/). In the foreground, so it is this process's child.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { untilAnswering } from './untilAnswering';

export const nginxConfig = path.join(import.meta.dirname, '../../../deploy/nginx/groundwork.conf');
const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));

/** `text` with `line` (which must occur exactly once) replaced. */
function replaceOnce(text: string, line: string, replacement: string) {
  if (text.split(line).length !== 2) throw new Error(`${nginxConfig}: expected exactly one \`${line}\``);
  return text.replace(line, replacement);
}

export interface RunningNginx {
  port: number;
  /** Reads its configuration again (`nginx -s reload`: SIGHUP to the master), as a deploy does for the import map's hash. */
  reload(): void;
  stop(): Promise<void>;
}

/** Starts nginx serving `root` on 127.0.0.1:`port`; resolves once it answers. */
export async function startNginx(root: string, port: number): Promise<RunningNginx> {
  if (!binary) throw new Error('nginx is not installed: `apt-get install nginx` (.ci/run installs it)');
  const prefix = mkdtempSync(path.join(tmpdir(), 'gw-nginx-'));
  let site = readFileSync(nginxConfig, 'utf8');
  site = replaceOnce(site, 'listen 80;', `listen 127.0.0.1:${port};`);
  site = replaceOnce(site, 'root /srv/groundwork/dist;', `root ${root};`);
  site = replaceOnce(site, 'include /srv/groundwork/dist/import-map-csp.conf;', `include ${path.join(root, 'import-map-csp.conf')};`);
  writeFileSync(path.join(prefix, 'groundwork.conf'), site);
  const mimeTypes = ['/etc/nginx/mime.types'].find((file) => existsSync(file));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      // As root, workers would otherwise switch to `nobody`, who cannot read a private checkout.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log;`,
      'events { worker_connections 256; }',
      'http {',
      mimeTypes ? `  include ${mimeTypes};` : '  types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; }',
      '  access_log off;',
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
      `  include ${prefix}/groundwork.conf;`,
      '}',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(binary, ['-e', `${prefix}/error.log`, '-p', prefix, '-c', `${prefix}/nginx.conf`, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk) => void (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilAnswering(port, child, { timeout: 30_000, why: () => `${stderr}${readFileSync(`${prefix}/error.log`, 'utf8')}` });
  return {
    port,
    reload: () => void child.kill('SIGHUP'),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
