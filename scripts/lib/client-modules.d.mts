export function hasUseClient(source: string): boolean;
export function clientReasons(files: string[]): Map<string, string[]>;
