export declare function findChromium(): { path: string; source: string } | null;
export declare function findE2eChromium(): { path: string; source: string } | null;
export declare const missingChromiumMessage: () => string;
export declare const chromiumArgs: string[];
