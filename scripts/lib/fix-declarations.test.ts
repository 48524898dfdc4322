import { describe, expect, it } from 'vitest';
import { commonJsDeclaration, fixDeclaration } from './fix-declarations.mjs';

const files = new Set(['./space.d.ts', './Stack/index.d.ts', '../internal/props.d.ts']);
const exists = (relative: string) => files.has(relative);

describe('fixDeclaration', () => {
  it('gives a relative import the file it names, as node16 resolution needs', () => {
    expect(fixDeclaration("export * from './space';", exists)).toBe("export * from './space.js';");
    expect(fixDeclaration('import type { A } from "../internal/props";', exists)).toBe('import type { A } from "../internal/props.js";');
    expect(fixDeclaration("type T = import('./space').X;", exists)).toBe("type T = import('./space.js').X;");
  });

  it('names a folder by its index file', () => {
    expect(fixDeclaration("export * from './Stack';", exists)).toBe("export * from './Stack/index.js';");
  });

  it('leaves packages, files with an extension and names of no file alone', () => {
    const source = "import { ReactNode } from 'react';\nexport * from './space.js';\n * loadChunk(() => import('./Page'));";
    expect(fixDeclaration(source, exists)).toBe(source);
  });

  it('removes CSS side-effect imports', () => {
    expect(fixDeclaration("import './Stack.css';\nexport * from './space';", exists)).toBe("export * from './space.js';");
  });
});

describe('commonJsDeclaration', () => {
  it('names the .cjs files in the CommonJS twin, and leaves packages alone', () => {
    const source = "import { ReactNode } from 'react';\nexport * from './space.js';\ntype T = import('../internal/props.js').X;\n//# sourceMappingURL=index.d.ts.map";
    expect(commonJsDeclaration(source)).toBe("import { ReactNode } from 'react';\nexport * from './space.cjs';\ntype T = import('../internal/props.cjs').X;\n");
  });
});
