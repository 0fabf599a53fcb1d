// Types of loadCompiled.mjs (plain JavaScript: bin/docgen.js runs it before any bundle is loaded).
import type vm from 'node:vm';

export declare const nodeCompileCache: boolean;
export declare const buildV8Flags: string[];
export declare function tuneV8ForBuild(): void;
export declare function codeCacheDir(bundle: string): string | undefined;
export declare function codeCacheFile(bundle: string): string | undefined;
export interface LoadedBundle {
  exports: Record<string, unknown>;
  /** 'node': loaded through require() with Node's compile cache (Node 22 and later); the others: through vm.Script. */
  cache: 'node' | 'used' | 'rejected' | 'missing' | 'stale' | 'ignored';
  /** Absent when loaded with Node's compile cache. */
  script?: vm.Script;
  file: string;
  hash?: string;
}
export declare function loadCompiled(bundle: URL | string, options?: { cache?: 'use' | 'ignore' | 'train' }): LoadedBundle;
export declare function writeCodeCache(loaded: LoadedBundle): void;
export declare function saveCodeCache(loaded: LoadedBundle): boolean;
