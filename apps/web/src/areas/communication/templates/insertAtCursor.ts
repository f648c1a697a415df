/**
 * The text with `insert` put in place of the selection from `start` to `end` (the cursor when they are
 * equal), and where the cursor goes after it. A selection outside the text is read as its end.
 */
export function insertAtCursor(
  text: string,
  selection: { start: number | null; end: number | null },
  insert: string,
): { text: string; cursor: number } {
  const start = Math.min(selection.start ?? text.length, text.length);
  const end = Math.max(start, Math.min(selection.end ?? start, text.length));
  return { text: text.slice(0, start) + insert + text.slice(end), cursor: start + insert.length };
}
