CREATE TABLE "group_versions" (
	"group_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_versions" ADD CONSTRAINT "group_versions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "group_versions" ("group_id") SELECT "id" FROM "groups";
--> statement-breakpoint
-- Moves the version of each group in `ids`, in id order (two transactions bumping the same groups then queue
-- instead of deadlocking). Groups deleted by the same statement are skipped.
CREATE FUNCTION bump_group_versions(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO group_versions AS v (group_id, version)
  SELECT s.id, 1 FROM (SELECT DISTINCT unnest(ids) AS id) s
  WHERE s.id IS NOT NULL AND EXISTS (SELECT 1 FROM groups g WHERE g.id = s.id)
  ORDER BY s.id
  ON CONFLICT (group_id) DO UPDATE SET version = v.version + 1
$$;
--> statement-breakpoint
-- Statement triggers of the tables that carry group_id: one bump per statement, whatever its row count.
CREATE FUNCTION bump_versions_by_group_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_group_versions(ARRAY(SELECT DISTINCT group_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_group_versions(ARRAY(SELECT DISTINCT group_id FROM old_rows));
  ELSE
    PERFORM bump_group_versions(ARRAY(SELECT group_id FROM new_rows UNION SELECT group_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION bump_all_group_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE group_versions SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['group_members', 'seasons', 'gameweeks', 'matches', 'scores', 'leaderboard', 'season_leaderboard', 'leaderboard_history'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_by_group_id()', t || '_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_by_group_id()', t || '_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_by_group_id()', t || '_version_del', t);
    -- TRUNCATE has no rows to name: every group moves.
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_all_group_versions()', t || '_version_trunc', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The group row itself (name, icon, owner, settings, active season); a new group starts at version 1.
CREATE FUNCTION bump_versions_of_groups() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_group_versions(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER groups_version_ins AFTER INSERT ON groups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_groups();
--> statement-breakpoint
CREATE TRIGGER groups_version_upd AFTER UPDATE ON groups REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_groups();
--> statement-breakpoint
-- A member's name, colour or kind shows on every page of their groups.
CREATE FUNCTION bump_versions_of_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_group_versions(ARRAY(
    SELECT gm.group_id FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN group_members gm ON gm.user_id = n.id
    WHERE (n.username, n.bg_colour, n.is_fake, n.image) IS DISTINCT FROM (o.username, o.bg_colour, o.is_fake, o.image)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_version_upd AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_users();
--> statement-breakpoint
-- A club's new name or crest shows in every group holding one of its matches.
CREATE FUNCTION bump_versions_of_clubs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_group_versions(ARRAY(
    SELECT m.group_id FROM new_rows n JOIN old_rows o ON o.id = n.id
    JOIN matches m ON n.api_club_id IN (m.home_team_api_id, m.away_team_api_id)
    WHERE (n.name, n.crest_url) IS DISTINCT FROM (o.name, o.crest_url)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clubs_version_upd AFTER UPDATE ON clubs REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_versions_of_clubs();
