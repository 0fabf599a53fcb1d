import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from './packageRoot.js';

/** docgen's version, from its package.json. */
export const version: string = (() => {
  try { return JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).version; } catch { return '0.0.0'; }
})();
