/** The ports of this run, by server (scripts/ports.mjs). */
export declare function runPorts(env?: Record<string, string | undefined>): Record<'preview' | 'dev' | 'reliability' | 'storybookDev' | 'storybookStatic' | 'nginx' | 'hostWithoutCors' | 'deploys' | 'deploysNginx' | 'deploySwap' | 'enginesPreview' | 'enginesDev' | 'webkitDriver' | 'enginesStorybook', number>;
