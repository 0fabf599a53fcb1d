// Types of loadCompiled.mjs (plain JavaScript: bin/docgen.js runs it before any bundle is loaded).
import type vm from 'node:vm';

export declare const nodeCompileCache: boolean;
export declare const buildV8Flags: string[];
export declare const siteWorkerOptions: { resourceLimits: { stackSizeMb: number } };
export declare function tuneV8ForBuild(): void;
/** Whose code cache: the build's thread ('main') or its worker ('worker'). */
export type CacheRole = 'main' | 'worker';
export declare function codeCacheFile(bundle: string, role?: CacheRole): string;
export interface LoadedBundle {
  exports: Record<string, unknown>;
  /** 'node': loaded through require() with Node's compile cache (Node 22 and later); the others: through vm.Script. */
  cache: 'node' | 'used' | 'rejected' | 'missing' | 'stale' | 'ignored';
  /** Absent when loaded with Node's compile cache. */
  script?: vm.Script;
  file: string;
  hash?: string;
  role: CacheRole;
}
export declare function loadCompiled(bundle: URL | string, options?: { cache?: 'use' | 'ignore' | 'train'; role?: CacheRole }): LoadedBundle;
export declare function writeCodeCache(loaded: LoadedBundle): void;
