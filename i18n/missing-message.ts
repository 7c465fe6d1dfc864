import { IntlErrorCode, type IntlError } from 'next-intl';

// A missing message renders as its key ("AdminTranslations.upToDate") and nothing else fails, so one
// reached main unnoticed (issue 47). Where tests run (jest, the e2e server's INTL_STRICT=1) it throws,
// failing the render; a visitor in production sees the key and the server log says which.
// INTL_STRICT is read on the server only; in the browser the visitor's-eye spec catches the logged
// error and the key on the page (tests/e2e/visitor-eye.spec.ts).
function strict(): boolean {
  return process.env.NODE_ENV === 'test' || process.env.INTL_STRICT === '1';
}

export function onIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE && strict()) throw error;
  console.error(error);
}
