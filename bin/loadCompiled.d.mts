// Types of loadCompiled.mjs (plain JavaScript: bin/docgen.js runs it before any bundle is loaded).
import type vm from 'node:vm';

export declare const buildV8Flags: string[];
export declare const siteWorkerOptions: { resourceLimits: { stackSizeMb: number } };
export declare function tuneV8ForBuild(): void;
export declare function codeCacheFile(bundle: string): string;
export interface LoadedBundle {
  exports: Record<string, unknown>;
  cache: 'used' | 'rejected' | 'missing' | 'stale' | 'ignored';
  script: vm.Script;
  file: string;
  hash?: string;
}
export declare function loadCompiled(bundle: URL | string, options?: { cache?: 'use' | 'ignore' | 'train' }): LoadedBundle;
export declare function writeCodeCache(loaded: LoadedBundle): void;
