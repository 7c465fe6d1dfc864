// Shared by the admin form (before it sends) and the server (after sanitizing), so both refuse
// the same empty descriptions.

/** True for rich-text HTML with no text in it, like the `<p></p>` of an emptied editor or `<p>&nbsp;</p>`. */
export function richTextIsEmpty(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}
