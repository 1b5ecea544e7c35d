/** Spec 3: user_name is the response's fn and ln joined by a space (no stray space when one is empty). */
export function buildUserName(fn: string, ln: string): string {
  return [fn.trim(), ln.trim()].filter(Boolean).join(' ');
}
