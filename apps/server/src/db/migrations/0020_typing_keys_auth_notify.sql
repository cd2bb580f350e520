-- Search while typing Korean (packages/shared/src/hangul.ts typingKey): a query whose last character is
-- unfinished matches a name substring that starts with the query's whole syllables followed by a
-- syllable whose jamo begin with the last character's jamo ('김ㅁ' → 김민…), or, when that character
-- ends in a consonant that may still move on, by its open syllable and a syllable beginning with that
-- consonant ('김민' → 김미나). Each such state of a name is stored as one key, syllables then jamo
-- ('김ㅁ', '김ㅁㅣㄴ'), derived from the search tokens (substrings of up to 6 characters of the names,
-- none for an anonymised record), so a query is one GIN lookup instead of hundreds of tokens.
-- The jamo of one Hangul syllable as es-hangul's disassemble() writes them: compound vowels and
-- compound final consonants split ('과' → 'ㄱㅗㅏ', '앉' → 'ㅇㅏㄴㅈ').
CREATE OR REPLACE FUNCTION hangul_jamo(syllable text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT ('{ㄱ,ㄲ,ㄴ,ㄷ,ㄸ,ㄹ,ㅁ,ㅂ,ㅃ,ㅅ,ㅆ,ㅇ,ㅈ,ㅉ,ㅊ,ㅋ,ㅌ,ㅍ,ㅎ}'::text[])[(ascii(syllable) - 44032) / 588 + 1]
    || ('{ㅏ,ㅐ,ㅑ,ㅒ,ㅓ,ㅔ,ㅕ,ㅖ,ㅗ,ㅗㅏ,ㅗㅐ,ㅗㅣ,ㅛ,ㅜ,ㅜㅓ,ㅜㅔ,ㅜㅣ,ㅠ,ㅡ,ㅡㅣ,ㅣ}'::text[])[(ascii(syllable) - 44032) % 588 / 28 + 1]
    || ('{"",ㄱ,ㄲ,ㄱㅅ,ㄴ,ㄴㅈ,ㄴㅎ,ㄷ,ㄹ,ㄹㄱ,ㄹㅁ,ㄹㅂ,ㄹㅅ,ㄹㅌ,ㄹㅍ,ㄹㅎ,ㅁ,ㅂ,ㅂㅅ,ㅅ,ㅆ,ㅇ,ㅈ,ㅊ,ㅋ,ㅌ,ㅍ,ㅎ}'::text[])[(ascii(syllable) - 44032) % 28 + 1]
$$;--> statement-breakpoint
-- The typing keys of a name's search tokens. For a token of whole syllables: its syllables but the
-- last, followed by every beginning of the last one's jamo (but a lone first consonant: a query of
-- one consonant is searched as 초성); and for a token of two or more: its syllables but the last two,
-- the jamo of the one before last and the first consonant of the last.
CREATE OR REPLACE FUNCTION hangul_typing_keys(tokens text[]) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  keys text[] := '{}';
  t text;
  j text;
  n int;
BEGIN
  FOREACH t IN ARRAY tokens LOOP
    CONTINUE WHEN t !~ '^[가-힣]+$';
    j := hangul_jamo(right(t, 1));
    FOR n IN (CASE WHEN length(t) = 1 THEN 2 ELSE 1 END)..length(j) LOOP
      keys := keys || (left(t, -1) || left(j, n));
    END LOOP;
    IF length(t) > 1 THEN
      keys := keys || (left(t, -2) || hangul_jamo(substr(t, length(t) - 1, 1)) || left(j, 1));
    END IF;
  END LOOP;
  RETURN keys;
END $$;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "typing_keys" text[] GENERATED ALWAYS AS (hangul_typing_keys(search_tokens)) STORED;--> statement-breakpoint
CREATE INDEX "employees_typing_keys_idx" ON "employees" USING gin ("typing_keys");--> statement-breakpoint
-- Sessions in memory (lib/authenticate.ts): every server instance keeps the sessions and accounts it
-- has checked and drops them when PostgreSQL announces a change on channel saram_auth, sent at commit:
-- 'u:<user id>' when a user row changes or goes, or one of its sessions is revoked, deleted, shortened
-- or set back (a last-seen time moving forward is only a touch); 'epoch' when the auth epoch moves
-- (roles, permissions, scopes: migration 0019).
-- (The argument names the column holding the user id.)
CREATE OR REPLACE FUNCTION auth_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saram_auth', 'u:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION auth_notify_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saram_auth', 'epoch');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_auth_notify AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION auth_notify_user('id');--> statement-breakpoint
CREATE TRIGGER sessions_deleted_auth_notify AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION auth_notify_user('user_id');--> statement-breakpoint
CREATE TRIGGER sessions_changed_auth_notify AFTER UPDATE ON "sessions" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR NEW.last_seen_at < OLD.last_seen_at)
  EXECUTE FUNCTION auth_notify_user('user_id');--> statement-breakpoint
CREATE TRIGGER auth_epoch_notify AFTER UPDATE ON "auth_epoch" FOR EACH STATEMENT EXECUTE FUNCTION auth_notify_epoch();
