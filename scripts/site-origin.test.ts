// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { requiredSiteOrigin, siteOrigin } from './site-origin.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe('GW_SITE_ORIGIN', () => {
  it('is read as an origin', () => {
    expect(siteOrigin({ GW_SITE_ORIGIN: 'https://example.com' })).toBe('https://example.com');
    expect(siteOrigin({ GW_SITE_ORIGIN: ' https://Example.com:8443/ ' })).toBe('https://example.com:8443');
    expect(siteOrigin({})).toBeUndefined();
    expect(siteOrigin({ GW_SITE_ORIGIN: '' })).toBeUndefined();
  });

  it.each(['example.com', 'https://example.com/app', 'https://example.com/?a', 'ftp://example.com', 'https://user@example.com'])('refuses %j, naming the variable', (value) => {
    expect(() => siteOrigin({ GW_SITE_ORIGIN: value })).toThrow(/GW_SITE_ORIGIN is ".*"/);
  });

  it('is required by a build, with a message that says how to set it', () => {
    expect(() => requiredSiteOrigin({})).toThrow(/GW_SITE_ORIGIN is not set[\s\S]*GW_SITE_ORIGIN=https:\/\/groundwork\.example npm run build/);
    expect(requiredSiteOrigin({ GW_SITE_ORIGIN: 'http://localhost:4173' })).toBe('http://localhost:4173');
  });

  // A real `vite build` starting (its config loaded): seconds, more on a busy machine.
  it('stops `vite build` before it builds anything when unset', { timeout: 60_000 }, () => {
    const env = { ...process.env };
    delete env.GW_SITE_ORIGIN;
    // What Vitest sets would make the config leave the app's plugins out (scripts/vite/app-only.ts).
    delete env.VITEST;
    delete env.NODE_ENV;
    const outDir = path.join(root, 'node_modules', '.cache', 'gw-site-origin-test');
    const { status, stderr } = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir'], { cwd: root, env, encoding: 'utf8' });
    // Only a build that went wrong leaves anything there.
    rmSync(outDir, { recursive: true, force: true });
    expect(status).not.toBe(0);
    expect(stderr).toContain('GW_SITE_ORIGIN is not set.');
  });
});
