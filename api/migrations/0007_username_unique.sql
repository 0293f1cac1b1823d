-- Usernames become unique whatever their case. Accounts that already clash keep the oldest one's username;
-- each later one gets its id appended (usernames are not used to sign in), and every rename is reported.
DO $$
DECLARE
	clash record;
BEGIN
	FOR clash IN
		SELECT "id", "username" FROM (
			SELECT "id", "username", row_number() OVER (PARTITION BY lower("username") ORDER BY "id") AS "nth"
			FROM "users"
		) AS "ranked" WHERE "nth" > 1
	LOOP
		UPDATE "users" SET "username" = left(clash."username", 63 - length(clash."id"::text)) || '-' || clash."id"
			WHERE "id" = clash."id";
		RAISE WARNING 'username "%" of user % clashed with an older account; renamed to "%"',
			clash."username", clash."id", left(clash."username", 63 - length(clash."id"::text)) || '-' || clash."id";
	END LOOP;
END
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));
