import { options } from 'preact';

/**
 * The app runs on Preact (scripts/preact-aliases.ts), which runs effects and their cleanups after
 * the next frame; React runs those of an input event before the next one. Radix relies on that (a
 * menu opened with Enter focuses its first item only while the keyboard is still the last input; a
 * pointer move in the frame between says otherwise), and so do the forms' "value from outside"
 * effects. Here, as in React, effects run right after the render that scheduled them, before the
 * browser paints or takes the next event. Imported first by main.tsx and the web tests.
 */
options.requestAnimationFrame = (callback) => queueMicrotask(callback);
