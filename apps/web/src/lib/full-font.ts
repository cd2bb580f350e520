// The whole Pretendard (split by unicode-range, fetched per glyph block as text needs it). The
// entry bundle carries only the small sign-in subset (styles.css), so /login stays light; every
// screen beyond it imports this module.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
