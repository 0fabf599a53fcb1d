// Entry of dist/worker.mjs, the worker thread of a build from dist/ (the library's as well as the CLI's): it runs the
// worker's side of dist/docgen.cjs, with the code cache made for it (used when this process has `docgen build`'s V8
// flags; V8 rejects it otherwise and compiles as usual).
import { loadCompiled } from '../../../bin/loadCompiled.mjs';

(loadCompiled(new URL('./docgen.cjs', import.meta.url)).exports as { runSiteWorker(): void }).runSiteWorker();
