-- Global search over every kind of record (issue 31). The same tokens as packages/shared/src/hangul.ts
-- nameSearchTokens, computed by PostgreSQL so a record's title needs no column of its own: every
-- substring of up to 6 characters of the lower-cased text without spaces, and of its 초성. A GIN index on
-- search_tokens(title) answers a 1-6 character query (김, 김민, ㄱㅁ) with one lookup, and one on
-- hangul_typing_keys(search_tokens(title)) a query being typed (김ㅁ). Functions called inside index
-- expressions name their schema: PostgreSQL 17 builds and vacuums indexes with search_path = pg_catalog.
-- Their COST tells the planner that computing them row by row is dear: it looks them up in their index
-- even in a table of twenty rows.
CREATE OR REPLACE FUNCTION hangul_chosung(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 500 AS $$
  SELECT coalesce(string_agg(CASE WHEN ascii(c) BETWEEN 44032 AND 55203
    THEN ('{ㄱ,ㄲ,ㄴ,ㄷ,ㄸ,ㄹ,ㅁ,ㅂ,ㅃ,ㅅ,ㅆ,ㅇ,ㅈ,ㅉ,ㅊ,ㅋ,ㅌ,ㅍ,ㅎ}'::text[])[(ascii(c) - 44032) / 588 + 1] ELSE c END, '' ORDER BY i), '')
  FROM unnest(string_to_array(t, NULL)) WITH ORDINALITY AS u(c, i)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_tokens(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT substr(w.v, i, n)), '{}')
  FROM (SELECT lower(regexp_replace(t, '\s+', '', 'g')) AS x) s
  CROSS JOIN LATERAL (VALUES (s.x), (public.hangul_chosung(s.x))) AS w(v)
  CROSS JOIN LATERAL generate_series(1, length(w.v)) AS i
  CROSS JOIN LATERAL generate_series(1, least(6, length(w.v) - i + 1)) AS n
$$;
--> statement-breakpoint
-- hangul_typing_keys (migration 0020) as before, naming its schema for the index expressions below.
CREATE OR REPLACE FUNCTION hangul_typing_keys(tokens text[]) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
DECLARE
  keys text[] := '{}';
  t text;
  j text;
  n int;
BEGIN
  FOREACH t IN ARRAY tokens LOOP
    CONTINUE WHEN t !~ '^[가-힣]+$';
    j := public.hangul_jamo(right(t, 1));
    FOR n IN (CASE WHEN length(t) = 1 THEN 2 ELSE 1 END)..length(j) LOOP
      keys := keys || (left(t, -1) || left(j, n));
    END LOOP;
    IF length(t) > 1 THEN
      keys := keys || (left(t, -2) || public.hangul_jamo(substr(t, length(t) - 1, 1)) || left(j, 1));
    END IF;
  END LOOP;
  RETURN keys;
END $$;
