import { useLayoutEffect } from 'react';

type Shown = { title: string; frame: boolean };

/** The titles of the mounted screens, oldest first. */
const shown: Shown[] = [];

function update() {
  const named = shown.findLast((entry) => !entry.frame) ?? shown.at(-1);
  document.title = named?.title ?? 'Saram';
}

/**
 * Names the browser tab. Not React 19's <title>: it hoists every rendered <title> into <head>, and
 * the browser shows the first, the frame's. Here the newest title wins; a `frame` title (the
 * signed-in layout's, from the route table) gives way to a page's own (a person's name on their
 * record), whichever changed last.
 */
export function DocumentTitle({ children, frame = false }: { children: string; frame?: boolean }) {
  useLayoutEffect(() => {
    const entry = { title: children, frame };
    shown.push(entry);
    update();
    return () => {
      shown.splice(shown.indexOf(entry), 1);
      update();
    };
  }, [children, frame]);
  return null;
}
