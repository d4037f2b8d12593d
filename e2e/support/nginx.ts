import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from './kingside.js';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The configuration operators install (deploy/nginx): the test runs this file, not one of its own. */
export const shippedConfig = path.join(repoRoot, 'deploy/nginx/kingside.conf');

/** Debian's nginx, or why there is none. */
export function findNginx(): string | undefined {
  const candidates = ['/usr/sbin/nginx', ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'nginx'))];
  return candidates.find((file) => existsSync(file));
}

/** One copy of the shipped site in front of some instances, on ports of its own. */
export interface FrontSpec {
  name: string;
  /** host:port of each instance, as the upstream's `server` lines. */
  instances: string[];
}

export interface Front {
  /** https://127.0.0.1:<port>, where TLS ends. */
  https: string;
  /** http://127.0.0.1:<port>, which sends browsers to https. */
  http: string;
}

export interface RunningNginx {
  fronts: Record<string, Front>;
  /** The certificate the fronts present (self-signed, for 127.0.0.1): clients trust it. */
  ca: string;
  output(): string;
  stop(): Promise<void>;
}

/** Replaces `from` in the shipped text, which must hold it exactly `times` times, or says what moved. */
function replaceExactly(text: string, from: string, to: string, times = 1): string {
  const found = text.split(from).length - 1;
  if (found !== times) {
    throw new Error(`${shippedConfig} holds "${from}" ${found} times, the test expects ${times}: update e2e/support/nginx.ts with it`);
  }
  return text.split(from).join(to);
}

/** The shipped site with a front's upstream, loopback ports, certificate and paths; everything else as written. */
function siteFor(
  shipped: string,
  spec: FrontSpec,
  ports: { http: number; https: number },
  paths: { cert: string; key: string; webDist: string; acme: string },
) {
  const upstream = `kingside_${spec.name}`;
  let site = replaceExactly(shipped, 'upstream kingside {', `upstream ${upstream} {`);
  site = replaceExactly(site, 'proxy_pass http://kingside;', `proxy_pass http://${upstream};`, 4);
  site = replaceExactly(
    site,
    '    server 127.0.0.1:3000;\n    server 127.0.0.1:3001;\n',
    spec.instances.map((instance) => `    server ${instance};\n`).join(''),
  );
  site = replaceExactly(site, '    listen 80;\n', `    listen 127.0.0.1:${ports.http};\n`);
  site = replaceExactly(site, '    listen 443 ssl http2;\n', `    listen 127.0.0.1:${ports.https} ssl http2;\n`);
  // The machine may have no IPv6; the IPv4 lines above carry the test.
  site = replaceExactly(site, '    listen [::]:80;\n', '');
  site = replaceExactly(site, '    listen [::]:443 ssl http2;\n', '');
  site = replaceExactly(site, '/etc/letsencrypt/live/kingside.example.org/fullchain.pem', paths.cert);
  site = replaceExactly(site, '/etc/letsencrypt/live/kingside.example.org/privkey.pem', paths.key);
  site = replaceExactly(site, '/opt/kingside/apps/web/dist', paths.webDist);
  return replaceExactly(site, 'root /var/www/html;', `root ${paths.acme};`);
}

/**
 * nginx in the foreground, on the shipped site (one copy per front, each on free loopback ports), with a
 * self-signed certificate made by openssl; everything it writes stays in a temporary directory.
 */
export async function startNginx(nginx: string, specs: FrontSpec[], webDist: string): Promise<RunningNginx> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kingside-nginx-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  // prettier-ignore
  await run('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert]);
  const acme = path.join(dir, 'acme');
  await mkdir(acme);
  const shipped = await readFile(shippedConfig, 'utf8');
  const fronts: Record<string, Front> = {};
  for (const spec of specs) {
    const ports = { http: await freePort(), https: await freePort() };
    await writeFile(path.join(dir, `site-${spec.name}.conf`), siteFor(shipped, spec, ports, { cert, key, webDist, acme }));
    fronts[spec.name] = { https: `https://127.0.0.1:${ports.https}`, http: `http://127.0.0.1:${ports.http}` };
  }
  // What Debian's /etc/nginx/nginx.conf gives the sites it includes (mime types, gzip), in this directory.
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const main = [
    'daemon off;',
    'worker_processes 1;',
    // Run by root (CI), the workers would be "nobody", who cannot enter this directory.
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    `pid ${path.join(dir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 512; }',
    'http {',
    '  sendfile on;',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    '  gzip on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    `  include ${path.join(dir, 'site-*.conf')};`,
    '}',
    '',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, main);
  const args = ['-e', 'stderr', '-p', dir, '-c', conf];
  try {
    await run(nginx, [...args, '-t']);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw new Error(`nginx refused the configuration made from ${shippedConfig}:\n${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
  const child: ChildProcess = spawn(nginx, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (const front of Object.values(fronts)) for (const url of [front.http, front.https]) await listening(new URL(url), child, () => printed);
  } catch (error) {
    await stop();
    throw error;
  }
  return { fronts, ca: await readFile(cert, 'utf8'), output: () => printed, stop };
}

/** Resolves once the port takes connections; nginx binds its ports after it starts. */
async function listening(url: URL, child: ChildProcess, output: () => string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(Number(url.port), url.hostname);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url.host} within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
