/** Deepest nesting a request body may have: the deepest contract is far shallower. */
export const maxJsonDepth = 64;

/**
 * Whether JSON text nests objects and arrays deeper than `max`, read before it is parsed: a body
 * nested thousands deep parses, but overflows the stack of whatever walks it afterwards (validation,
 * JSON.stringify on the way to the database).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}
