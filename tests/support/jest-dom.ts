import '@testing-library/jest-dom';

// Each test starts with this tab's storage empty, as a new tab does: a form's kept draft
// (components/admin/ui/draft-store.ts) from one test must not be offered in the next.
// (A file may run in node instead, `@jest-environment node`: it has no window.)
afterEach(() => globalThis.window?.sessionStorage.clear());
