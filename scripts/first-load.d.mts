// Types of scripts/first-load.mjs (read by bench/bundleSize.ts).
export declare const FIRST_LOAD_BUDGET_KB: number;
export declare const FIRST_LOAD_GOAL_KB: number;
export declare const gzipKb: (file: string) => number;
export declare function firstLoadFiles(dist: string): { files: string[]; notPreloaded: string[] };
export declare const firstLoadKb: (dist: string) => number;
