import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { graphFingerprint, graphRelevantText } from './graph-fingerprint.mjs';

describe('graphRelevantText', () => {
  it("keeps a stylesheet's lines that reach another file and nothing else", () => {
    const css = ["@import './reset.css';", '.cluster {', '  padding: 0;', "  composes: stack from './Stack.module.css';", "  background: url('./grain.png');", '}'].join('\n');
    expect(graphRelevantText('src/Cluster.module.css', css)).toBe(["@import './reset.css';", "  composes: stack from './Stack.module.css';", "  background: url('./grain.png');"].join('\n'));
  });

  it('keeps all of a script', () => {
    expect(graphRelevantText('src/Cluster.tsx', 'const gap = 1;\n')).toBe('const gap = 1;\n');
  });
});

describe('graphFingerprint', () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'gw-graph-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    write('src/Cluster/Cluster.tsx', "import styles from './Cluster.module.css';\n");
    write('src/Cluster/Cluster.module.css', '.cluster {\n  padding: 0;\n}\n');
    write('stories/Cluster.stories.tsx', "import { Cluster } from '../src/Cluster/Cluster';\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stays the same when only a declaration of a stylesheet changes', () => {
    const before = graphFingerprint(root);
    write('src/Cluster/Cluster.module.css', '.cluster {\n  padding: 2px;\n}\n');
    expect(graphFingerprint(root)).toBe(before);
  });

  it('changes with a stylesheet import, a script, or a new (untracked) file', () => {
    const seen = new Set([graphFingerprint(root)]);
    write('src/Cluster/Cluster.module.css', "@import './reset.css';\n.cluster {\n  padding: 0;\n}\n");
    seen.add(graphFingerprint(root));
    write('src/Cluster/Cluster.tsx', "import styles from './Cluster.module.css';\nimport './extra';\n");
    seen.add(graphFingerprint(root));
    write('stories/Grid.stories.tsx', 'export default {};\n');
    seen.add(graphFingerprint(root));
    expect(seen.size).toBe(4);
  });
});
