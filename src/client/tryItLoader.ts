// "Try it" costs nothing until a reader opens it: then the chunk named by the form's `data-chunk` is loaded (once per
// page load) and makes that form live. Soft navigation keeps the chunk; each newly opened form is set up by it.
let chunk: Promise<NonNullable<Window['docgenTryIt']>> | undefined;

declare global {
  interface Window {
    docgenTryIt?: (details: HTMLElement) => void;
  }
}

function loadChunk(src: string): Promise<NonNullable<Window['docgenTryIt']>> {
  chunk ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => (window.docgenTryIt ? resolve(window.docgenTryIt) : reject(new Error('the Try it script did not start')));
    script.onerror = () => {
      chunk = undefined; // a later opening tries again
      reject(new Error(`could not load ${src}`));
    };
    document.head.append(script);
  });
  return chunk;
}

export function initTryItLoader(): void {
  // 'toggle' does not bubble: listen in the capture phase.
  document.addEventListener('toggle', (event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.open || !details.dataset.chunk || !details.hasAttribute('data-dg-tryit')) return;
    loadChunk(details.dataset.chunk).then((init) => init(details), (error) => console.error('docgen:', error));
  }, true);
}
