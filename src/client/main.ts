// The client script: adds behaviour to complete HTML. Each behaviour lives in its own module.
import { initTheme } from './theme.js';

initTheme();
