// The shell's server build (config/webpack/host.mjs): scripts/serve.mjs requires this file and calls
// `loadRenderer()`. The import is dynamic so that the federation runtime has set up the shared libraries (react, the
// router, styled-components…) before any module that uses them runs, as `import('./bootstrap')` does in the browser.
export const loadRenderer = () => import('./render');
