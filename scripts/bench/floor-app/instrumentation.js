// Here so the bundler takes this (empty) hook instead of the site's instrumentation.ts from the repository root.
export function register() {}
