export interface Measured {
  js: number;
  css: number;
  total: number;
  files: { fileName: string; content: string; raw: number; gzip: number }[];
}
export interface Result {
  name: string;
  js: number;
  css: number;
  total: number;
  limit?: number;
  target?: number;
}
export function measure(files: string[]): Promise<Measured>;
export function overBudget<T extends Result>(results: T[]): T[];
export function formatReport(results: Result[]): string;
export function formatFailures(results: Result[]): string;
