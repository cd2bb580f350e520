// Preloads the Pretendard slices every screen needs (Latin and the sign-in syllables), so their
// fetch starts with the HTML instead of after the CSS: /login's text swaps to Pretendard sooner.
import type { Plugin } from 'vite';

export function preloadFonts(slices: readonly string[]): Plugin {
  return {
    name: 'saram-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) => slices.some((slice) => new RegExp(`/pretendard-${slice}-[\\w-]{8}\\.woff2$`).test(file)));
        if (files.length !== slices.length) throw new Error(`preload: expected the font slices ${slices.join(', ')}, found ${files.join(', ') || 'none'}`);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
