// @ts-check

// E-mail addresses as the log may show them: the first letter of the name and the domain
// (`b***@example.com`), enough to tell a studio's address from a buyer's, too little to write to.
const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;

/** The text with each e-mail address in it masked. */
export const maskEmails = (/** @type {string} */ text) => (text.includes('@') ? text.replace(EMAIL, '$1***@$2') : text);
