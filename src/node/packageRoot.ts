import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** docgen's own folder (holding templates/ and dist/), whether running from dist/ or from src/ under tsx. */
export const packageRoot = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (path.basename(dir) === 'dist' || path.basename(dir) === 'src') return path.dirname(dir);
    dir = path.dirname(dir);
  }
  return dir;
})();
